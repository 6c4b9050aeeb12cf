CREATE SEQUENCE "public"."card_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" bigint DEFAULT nextval('card_transactions_id_seq') NOT NULL,
	"business_date" date NOT NULL,
	"transaction_at" timestamp with time zone NOT NULL,
	"deposit_date" date NOT NULL,
	"merchant_code" text NOT NULL,
	"branch_id" text NOT NULL,
	"terminal_id" text NOT NULL,
	"source" text NOT NULL,
	"transaction_type" text NOT NULL,
	"merchant_ref" text,
	"masked_pan" text NOT NULL,
	"card_token" text NOT NULL,
	"tran_payment_method" text NOT NULL,
	"amount" numeric(18, 3) NOT NULL,
	"fixed_amount" numeric(18, 3) NOT NULL,
	"mdr_percentage" numeric(7, 4) NOT NULL,
	"mdr_amount" numeric(18, 3) NOT NULL,
	"net_amount" numeric(18, 3) NOT NULL,
	"currency" text NOT NULL,
	"card_scheme" text NOT NULL,
	"card_kind" char(1) NOT NULL,
	"locality" char(1) NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"category" text,
	"qr_transaction_id" text,
	"bill_number" text,
	"bnpl_txn" text,
	"bnpl_mdr_value" numeric(7, 4),
	"bnpl_amount" numeric(18, 3),
	"bnpl_mdr_amount" numeric(18, 3),
	"dcc_type" text,
	"auth_code" text NOT NULL,
	"rrn" text NOT NULL,
	CONSTRAINT "card_transactions_business_date_id_pk" PRIMARY KEY("business_date","id")
) PARTITION BY RANGE ("business_date");
--> statement-breakpoint
CREATE TABLE "daily_transaction_totals" (
	"business_date" date NOT NULL,
	"merchant_code" text NOT NULL,
	"branch_id" text NOT NULL,
	"terminal_id" text NOT NULL,
	"source" text NOT NULL,
	"card_scheme" text NOT NULL,
	"card_kind" char(1) NOT NULL,
	"locality" char(1) NOT NULL,
	"is_bank_customer" boolean NOT NULL,
	"currency" text NOT NULL,
	"tx_count" integer NOT NULL,
	"amount_sum" numeric(18, 3) NOT NULL,
	"fixed_sum" numeric(18, 3) NOT NULL,
	"mdr_sum" numeric(18, 3) NOT NULL,
	"net_sum" numeric(18, 3) NOT NULL,
	CONSTRAINT "daily_transaction_totals_pk" PRIMARY KEY("merchant_code","business_date","source","branch_id","terminal_id","card_scheme","card_kind","locality","is_bank_customer","currency")
);
--> statement-breakpoint
CREATE TABLE "demo_state" (
	"name" text PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_transactions_search_idx" ON "card_transactions" USING btree ("merchant_code","source","transaction_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_transactions_branch_idx" ON "card_transactions" USING btree ("branch_id","source","business_date");