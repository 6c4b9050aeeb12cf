CREATE TABLE "merchant_allowed_groups" (
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	CONSTRAINT "merchant_allowed_groups_merchant_code_group_name_pk" PRIMARY KEY("merchant_code","group_name")
);
--> statement-breakpoint
ALTER TABLE "merchant_allowed_groups" ADD CONSTRAINT "merchant_allowed_groups_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_allowed_groups" ADD CONSTRAINT "merchant_allowed_groups_group_name_groups_name_fk" FOREIGN KEY ("group_name") REFERENCES "public"."groups"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Databases made before this table: each merchant may grant the groups its users already hold.
INSERT INTO "merchant_allowed_groups" ("merchant_code", "group_name")
SELECT DISTINCT u."merchant_code", ug."group_name"
FROM "users" u JOIN "user_groups" ug ON ug."user_id" = u."id";
