-- The advanced dashboard's data: sales per business day, branch, hour of the day in Amman and card class (the
-- hour × weekday heat map, and days under a card filter), and each customer's card scheme and issuer locality
-- (the card filters on customer figures). Filled from the rows already stored, once, here; from now on the
-- statement that stores rows adds to them.
CREATE TABLE "dashboard_daily_hours" (
	"merchant_code" text NOT NULL,
	"business_date" date NOT NULL,
	"branch_id" text NOT NULL,
	"hour" smallint NOT NULL,
	"card_scheme" text NOT NULL,
	"locality" char(1) NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "dashboard_daily_hours_pk" PRIMARY KEY("merchant_code","business_date","branch_id","hour","card_scheme","locality","is_bank_customer")
);
--> statement-breakpoint
ALTER TABLE "merchant_customers" ADD COLUMN "card_scheme" text;--> statement-breakpoint
ALTER TABLE "merchant_customers" ADD COLUMN "locality" char(1);--> statement-breakpoint
INSERT INTO "dashboard_daily_hours" ("merchant_code", "business_date", "branch_id", "hour", "card_scheme", "locality", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", "business_date", "branch_id", extract(hour from "transaction_at" at time zone 'Asia/Amman')::smallint, "card_scheme", "locality", "is_bank_customer", count(*), sum("amount")
FROM "card_transactions" WHERE "transaction_type" <> 'REFUND'
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
UPDATE "merchant_customers" AS "mc" SET "card_scheme" = "cards"."card_scheme", "locality" = "cards"."locality"
FROM (
  SELECT "merchant_code", "card_token", min("card_scheme") AS "card_scheme", min("locality") AS "locality"
  FROM "card_transactions" WHERE "transaction_type" <> 'REFUND'
  GROUP BY 1, 2
) AS "cards"
WHERE "mc"."merchant_code" = "cards"."merchant_code" AND "mc"."card_token" = "cards"."card_token";--> statement-breakpoint
ALTER TABLE "merchant_customers" ALTER COLUMN "card_scheme" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_customers" ALTER COLUMN "locality" SET NOT NULL;
