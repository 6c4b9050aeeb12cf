-- The dashboards are in Jordanian dinars: sales in other currencies (online sales in USD or ILS) no longer add
-- to their roll-ups. Each is emptied and refilled from the rows, as the load statement now writes them.
TRUNCATE "dashboard_daily_totals", "dashboard_monthly_mix", "dashboard_monthly_hours", "dashboard_monthly_terminals",
  "dashboard_daily_hours", "customer_weekly_totals", "merchant_customers";--> statement-breakpoint
DROP INDEX "merchant_customers_first_day_idx";--> statement-breakpoint
DROP INDEX "merchant_customers_last_day_idx";--> statement-breakpoint
CREATE TEMPORARY VIEW "dashboard_sales" AS
SELECT *, extract(hour from "transaction_at" at time zone 'Asia/Amman')::smallint AS "amman_hour"
FROM "card_transactions" WHERE "transaction_type" <> 'REFUND' AND "currency" = 'JOD';--> statement-breakpoint
INSERT INTO "dashboard_daily_totals" ("merchant_code", "business_date", "branch_id", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", "business_date", "branch_id", "is_bank_customer", count(*), sum("amount")
FROM "dashboard_sales"
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "dashboard_monthly_mix" ("merchant_code", "month", "is_bank_customer", "locality", "card_kind", "card_scheme", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('month', "business_date")::date, "is_bank_customer", "locality", "card_kind", "card_scheme", count(*), sum("amount")
FROM "dashboard_sales"
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "dashboard_monthly_hours" ("merchant_code", "month", "branch_id", "hour", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('month', "business_date")::date, "branch_id", "amman_hour", "is_bank_customer", count(*), sum("amount")
FROM "dashboard_sales"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "dashboard_monthly_terminals" ("merchant_code", "month", "branch_id", "terminal_id", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('month', "business_date")::date, "branch_id", "terminal_id", "is_bank_customer", count(*), sum("amount")
FROM "dashboard_sales"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "dashboard_daily_hours" ("merchant_code", "business_date", "branch_id", "hour", "card_scheme", "locality", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", "business_date", "branch_id", "amman_hour", "card_scheme", "locality", "is_bank_customer", count(*), sum("amount")
FROM "dashboard_sales"
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "customer_weekly_totals" ("merchant_code", "week_start", "card_token", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('week', "business_date")::date, "card_token", bool_or("is_bank_customer"), count(*), sum("amount")
FROM "dashboard_sales"
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "merchant_customers" ("merchant_code", "card_token", "masked_pan", "is_bank_customer", "card_scheme", "locality", "first_day", "last_day", "year", "year_tx_count", "year_amount")
SELECT "merchant_code", "card_token", min("masked_pan"), bool_or("is_bank_customer"), min("card_scheme"), min("locality"),
  min("first_day"), max("last_day"), max("year"), sum("tx_count") FILTER (WHERE "year" = "latest"), sum("amount") FILTER (WHERE "year" = "latest")
FROM (
  SELECT "merchant_code", "card_token", "year", min("masked_pan") AS "masked_pan", bool_or("is_bank_customer") AS "is_bank_customer",
    min("card_scheme") AS "card_scheme", min("locality") AS "locality",
    min("business_date") AS "first_day", max("business_date") AS "last_day", count(*) AS "tx_count", sum("amount") AS "amount",
    max("year") OVER (PARTITION BY "merchant_code", "card_token") AS "latest"
  FROM (SELECT *, extract(year from "business_date")::smallint AS "year" FROM "dashboard_sales") AS "dated"
  GROUP BY "merchant_code", "card_token", "year"
) AS "per_year"
GROUP BY "merchant_code", "card_token";--> statement-breakpoint
DROP VIEW "dashboard_sales";--> statement-breakpoint
CREATE INDEX "merchant_customers_first_day_idx" ON "merchant_customers" USING btree ("merchant_code","first_day");--> statement-breakpoint
CREATE INDEX "merchant_customers_last_day_idx" ON "merchant_customers" USING btree ("merchant_code","last_day");--> statement-breakpoint
-- Every kept dashboard reply was computed from the old figures.
UPDATE "merchant_data_versions" SET "version" = "version" + 1;
