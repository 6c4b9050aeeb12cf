-- The embassy a user reads is stored on the user (spec part 2 §4) instead of read from the username at every
-- request. Existing users are bound from the username's underscore part (after the last underscore, before
-- the at sign), the same part user creation reads: an existing embassy code binds them to it. The migration
-- refuses to guess: an underscore part that is no embassy code (`consular_12a`, `consular_desk`) used to
-- give an embassy user every embassy; now the binding is marked unresolved, so such a user reads nothing
-- (403) until an administrator fixes the user. Usernames without an underscore stay unbound (every embassy).
ALTER TABLE "users" ADD COLUMN "embassy_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "embassy_unresolved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_embassy_code_embassies_code_fk" FOREIGN KEY ("embassy_code") REFERENCES "public"."embassies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "users" SET "embassy_code" = "e"."code"
FROM "embassies" AS "e"
WHERE "e"."code" = substring("users"."username" from '_([^_@]*)@[^@]*$');--> statement-breakpoint
UPDATE "users" SET "embassy_unresolved" = true
WHERE substring("username" from '_([^_@]*)@[^@]*$') IS NOT NULL AND "embassy_code" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_merchant_idx" ON "mail_outbox" USING btree ("merchant_code","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_embassy_binding_ck" CHECK (not ("users"."embassy_unresolved" and "users"."embassy_code" is not null));