-- Per merchant, a version bumped by every load of its card transactions: a reply computed from them is kept
-- until the next load. Merchants with rows start at 1.
CREATE TABLE "merchant_data_versions" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
INSERT INTO "merchant_data_versions" ("merchant_code", "version", "loaded_at")
SELECT DISTINCT "merchant_code", 1, now() FROM "daily_source_totals";
