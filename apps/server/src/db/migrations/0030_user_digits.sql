-- The digits a user reads figures and dates in while the portal speaks Arabic (docs/i18n.md); Latin until chosen.
ALTER TABLE "users" ADD COLUMN "digits" text DEFAULT 'latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digits_ck" CHECK ("users"."digits" in ('latn', 'arab'));