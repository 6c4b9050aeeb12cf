-- The language a user chose for the portal (docs/i18n.md); null until they choose one.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('en', 'ar'));