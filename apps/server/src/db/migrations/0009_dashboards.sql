-- The dashboards' roll-ups (sales only, refunds excluded) and what the bank knows beyond the transactions:
-- its card holders by keyed card token, its loan assessments, each merchant's account manager. The roll-ups
-- are filled from the rows already stored, once, here; from now on the statement that stores rows adds to them.
CREATE TABLE "bank_customers" (
	"card_token" text PRIMARY KEY NOT NULL,
	"gender" char(1) NOT NULL,
	"birth_year" smallint NOT NULL,
	"program" text NOT NULL,
	"uses_bnpl" boolean NOT NULL,
	"uses_epp" boolean NOT NULL
);--> statement-breakpoint
CREATE TABLE "loan_assessments" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"is_eligible" boolean NOT NULL,
	"customer_segment_code" text NOT NULL,
	"loan_amount" numeric(18, 3) NOT NULL,
	"is_blacklisted" boolean NOT NULL,
	"has_returned_cheques" boolean NOT NULL,
	"assessed_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "customer_weekly_totals" (
	"merchant_code" text NOT NULL,
	"week_start" date NOT NULL,
	"card_token" text NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "customer_weekly_totals_pk" PRIMARY KEY("merchant_code","week_start","card_token")
);--> statement-breakpoint
CREATE TABLE "dashboard_daily_totals" (
	"merchant_code" text NOT NULL,
	"business_date" date NOT NULL,
	"branch_id" text NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "dashboard_daily_totals_pk" PRIMARY KEY("merchant_code","business_date","branch_id","is_bank_customer")
);--> statement-breakpoint
CREATE TABLE "dashboard_monthly_hours" (
	"merchant_code" text NOT NULL,
	"month" date NOT NULL,
	"branch_id" text NOT NULL,
	"hour" smallint NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "dashboard_monthly_hours_pk" PRIMARY KEY("merchant_code","month","branch_id","hour","is_bank_customer")
);--> statement-breakpoint
CREATE TABLE "dashboard_monthly_mix" (
	"merchant_code" text NOT NULL,
	"month" date NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"locality" char(1) NOT NULL,
	"card_kind" char(1) NOT NULL,
	"card_scheme" text NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "dashboard_monthly_mix_pk" PRIMARY KEY("merchant_code","month","is_bank_customer","locality","card_kind","card_scheme")
);--> statement-breakpoint
CREATE TABLE "dashboard_monthly_terminals" (
	"merchant_code" text NOT NULL,
	"month" date NOT NULL,
	"branch_id" text NOT NULL,
	"terminal_id" text NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "dashboard_monthly_terminals_pk" PRIMARY KEY("merchant_code","month","branch_id","terminal_id","is_bank_customer")
);--> statement-breakpoint
CREATE TABLE "merchant_customers" (
	"merchant_code" text NOT NULL,
	"card_token" text NOT NULL,
	"masked_pan" text NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"year" smallint NOT NULL,
	"year_tx_count" integer NOT NULL,
	"year_amount" numeric(18, 3) NOT NULL,
	CONSTRAINT "merchant_customers_pk" PRIMARY KEY("merchant_code","card_token")
);--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "account_manager_name" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "account_manager_email" text;--> statement-breakpoint
ALTER TABLE "loan_assessments" ADD CONSTRAINT "loan_assessments_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "dashboard_daily_totals" ("merchant_code", "business_date", "branch_id", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", "business_date", "branch_id", "is_bank_customer", count(*), sum("amount")
FROM "card_transactions" WHERE "transaction_type" <> 'REFUND'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "dashboard_monthly_mix" ("merchant_code", "month", "is_bank_customer", "locality", "card_kind", "card_scheme", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('month', "business_date")::date, "is_bank_customer", "locality", "card_kind", "card_scheme", count(*), sum("amount")
FROM "card_transactions" WHERE "transaction_type" <> 'REFUND'
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "dashboard_monthly_hours" ("merchant_code", "month", "branch_id", "hour", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('month', "business_date")::date, "branch_id", extract(hour from "transaction_at" at time zone 'Asia/Amman')::smallint, "is_bank_customer", count(*), sum("amount")
FROM "card_transactions" WHERE "transaction_type" <> 'REFUND'
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "dashboard_monthly_terminals" ("merchant_code", "month", "branch_id", "terminal_id", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('month', "business_date")::date, "branch_id", "terminal_id", "is_bank_customer", count(*), sum("amount")
FROM "card_transactions" WHERE "transaction_type" <> 'REFUND'
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "customer_weekly_totals" ("merchant_code", "week_start", "card_token", "is_bank_customer", "tx_count", "amount_sum")
SELECT "merchant_code", date_trunc('week', "business_date")::date, "card_token", bool_or("is_bank_customer"), count(*), sum("amount")
FROM "card_transactions" WHERE "transaction_type" <> 'REFUND'
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "merchant_customers" ("merchant_code", "card_token", "masked_pan", "is_bank_customer", "first_day", "last_day", "year", "year_tx_count", "year_amount")
SELECT "merchant_code", "card_token", min("masked_pan"), bool_or("is_bank_customer"), min("first_day"), max("last_day"),
  max("year"), sum("tx_count") FILTER (WHERE "year" = "latest"), sum("amount") FILTER (WHERE "year" = "latest")
FROM (
  SELECT "merchant_code", "card_token", "year", min("masked_pan") AS "masked_pan", bool_or("is_bank_customer") AS "is_bank_customer",
    min("business_date") AS "first_day", max("business_date") AS "last_day", count(*) AS "tx_count", sum("amount") AS "amount",
    max("year") OVER (PARTITION BY "merchant_code", "card_token") AS "latest"
  FROM (SELECT *, extract(year from "business_date")::smallint AS "year" FROM "card_transactions" WHERE "transaction_type" <> 'REFUND') AS "dated"
  GROUP BY "merchant_code", "card_token", "year"
) AS "per_year"
GROUP BY "merchant_code", "card_token";--> statement-breakpoint
-- The indexes once the roll-ups are filled: building them after is faster than keeping them while filling.
CREATE INDEX "merchant_customers_first_day_idx" ON "merchant_customers" USING btree ("merchant_code","first_day");--> statement-breakpoint
CREATE INDEX "merchant_customers_last_day_idx" ON "merchant_customers" USING btree ("merchant_code","last_day");
