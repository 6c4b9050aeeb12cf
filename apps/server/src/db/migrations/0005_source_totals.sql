CREATE TABLE "daily_source_totals" (
	"business_date" date NOT NULL,
	"merchant_code" text NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	"fixed_sum" numeric(18, 3) NOT NULL,
	"mdr_sum" numeric(18, 3) NOT NULL,
	"net_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "daily_source_totals_pk" PRIMARY KEY("merchant_code","source","business_date","currency")
);
--> statement-breakpoint
INSERT INTO "daily_source_totals" ("business_date", "merchant_code", "source", "currency", "tx_count", "amount_sum", "fixed_sum", "mdr_sum", "net_sum")
SELECT "business_date", "merchant_code", "source", "currency", sum("tx_count"), sum("amount_sum"), sum("fixed_sum"), sum("mdr_sum"), sum("net_sum")
FROM "daily_transaction_totals"
GROUP BY "business_date", "merchant_code", "source", "currency";
