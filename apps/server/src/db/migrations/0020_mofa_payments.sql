-- MOFA (spec part 2 §2): the embassies, the ministry's record of each consular fee paid online by card (one per
-- CyberSource card transaction of the ministry's merchant, carrying the card fields the search reads, so it
-- reads this table alone), their per-day counts by embassy and flags (a search's total reads one row per day
-- and kind; triggers keep them in the statement that writes the payments, a charge-back flagged later
-- included), and the column visibility a user keeps per screen.
CREATE TABLE "embassies" (
	"code" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mofa_daily_counts" (
	"merchant_code" text NOT NULL,
	"business_date" date NOT NULL,
	"embassy_code" text NOT NULL,
	"currency" char(3) NOT NULL,
	"is_charged_back" boolean NOT NULL,
	"is_processed" boolean NOT NULL,
	"is_pre_arb" boolean NOT NULL,
	"payment_count" integer NOT NULL,
	CONSTRAINT "mofa_daily_counts_pk" PRIMARY KEY("merchant_code","business_date","embassy_code","currency","is_charged_back","is_processed","is_pre_arb")
);
--> statement-breakpoint
CREATE TABLE "mofa_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"business_date" date NOT NULL,
	"transaction_at" timestamp with time zone NOT NULL,
	"card_business_date" date NOT NULL,
	"card_transaction_id" bigint NOT NULL,
	"reference_number" text NOT NULL,
	"request_number" text NOT NULL,
	"country" text NOT NULL,
	"rrn" text NOT NULL,
	"mrn" text NOT NULL,
	"auth_code" text NOT NULL,
	"masked_pan" text NOT NULL,
	"amount_in_org_ccy" numeric(18, 3) NOT NULL,
	"org_currency" char(3) NOT NULL,
	"embassy_code" text NOT NULL,
	"fx_rate" numeric(18, 6) NOT NULL,
	"transaction_fx_rate" numeric(18, 6) NOT NULL,
	"surcharge_amount" numeric(18, 3) NOT NULL,
	"surcharge_fx_rate" numeric(18, 6) NOT NULL,
	"total_amount" numeric(18, 3) NOT NULL,
	"total_amount_jod" numeric(18, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"tran_status" text NOT NULL,
	"is_charged_back" boolean DEFAULT false NOT NULL,
	"is_processed" boolean DEFAULT false NOT NULL,
	"is_pre_arb" boolean DEFAULT false NOT NULL,
	"mofa_calculation_request" text NOT NULL,
	"mofa_payment_notification" text,
	"cybersource_transactions_details" text NOT NULL,
	"mofa_posted_transactions" text,
	CONSTRAINT "mofa_payments_card_transaction_key" UNIQUE("card_business_date","card_transaction_id"),
	CONSTRAINT "mofa_payments_masked_pan" CHECK ("mofa_payments"."masked_pan" ~ '^[0-9]{6}[*]{6}[0-9]{4}$'),
	CONSTRAINT "mofa_payments_amounts" CHECK ("mofa_payments"."amount_in_org_ccy" > 0 and "mofa_payments"."surcharge_amount" >= 0),
	CONSTRAINT "mofa_payments_pre_arb" CHECK (not "mofa_payments"."is_pre_arb" or "mofa_payments"."is_charged_back")
);
--> statement-breakpoint
CREATE TABLE "user_column_preferences" (
	"user_id" uuid NOT NULL,
	"screen" text NOT NULL,
	"visibility" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_column_preferences_pk" PRIMARY KEY("user_id","screen")
);
--> statement-breakpoint
ALTER TABLE "mofa_payments" ADD CONSTRAINT "mofa_payments_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mofa_payments" ADD CONSTRAINT "mofa_payments_embassy_code_embassies_code_fk" FOREIGN KEY ("embassy_code") REFERENCES "public"."embassies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_column_preferences" ADD CONSTRAINT "user_column_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mofa_payments_list_idx" ON "mofa_payments" USING btree ("merchant_code","business_date" DESC NULLS FIRST,"transaction_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mofa_payments_embassy_list_idx" ON "mofa_payments" USING btree ("merchant_code","embassy_code","business_date" DESC NULLS FIRST,"transaction_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mofa_payments_rrn_idx" ON "mofa_payments" USING btree ("merchant_code","rrn");--> statement-breakpoint
CREATE INDEX "mofa_payments_auth_code_idx" ON "mofa_payments" USING btree ("merchant_code","auth_code");--> statement-breakpoint
CREATE INDEX "mofa_payments_reference_idx" ON "mofa_payments" USING btree ("merchant_code","reference_number");--> statement-breakpoint
CREATE FUNCTION mofa_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE mofa_daily_counts AS t SET payment_count = t.payment_count - o.n
    FROM (SELECT merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb,
            count(*)::int AS n
          FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7) AS o
    WHERE t.merchant_code = o.merchant_code AND t.business_date = o.business_date
      AND t.embassy_code = o.embassy_code AND t.currency = o.currency AND t.is_charged_back = o.is_charged_back
      AND t.is_processed = o.is_processed AND t.is_pre_arb = o.is_pre_arb;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO mofa_daily_counts AS t
      (merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb, payment_count)
    SELECT merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT mofa_daily_counts_pk DO UPDATE SET payment_count = t.payment_count + excluded.payment_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mofa_daily_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mofa_daily_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mofa_daily_counts_insert AFTER INSERT ON mofa_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mofa_daily_counts_apply();
--> statement-breakpoint
CREATE TRIGGER mofa_daily_counts_update AFTER UPDATE ON mofa_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mofa_daily_counts_apply();
--> statement-breakpoint
CREATE TRIGGER mofa_daily_counts_delete AFTER DELETE ON mofa_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mofa_daily_counts_apply();
--> statement-breakpoint
CREATE TRIGGER mofa_daily_counts_truncate AFTER TRUNCATE ON mofa_payments
  FOR EACH STATEMENT EXECUTE FUNCTION mofa_daily_counts_clear();
--> statement-breakpoint
INSERT INTO mofa_daily_counts
  (merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb, payment_count)
  SELECT merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb, count(*)
  FROM mofa_payments GROUP BY 1, 2, 3, 4, 5, 6, 7;
