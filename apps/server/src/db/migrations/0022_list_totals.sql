-- The per-day counts of the pre-authorisations, marketplace payments and MOFA payments also hold the sums of the
-- money columns their lists show, so a list's totals (part 2 §2's grids) are read with its count, from the
-- same rows. The triggers that keep the counts keep the sums in the same statement.
ALTER TABLE "marketplace_daily_counts" ADD COLUMN "amount_sum" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_daily_counts" ADD COLUMN "fixed_sum" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_daily_counts" ADD COLUMN "mdr_sum" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_daily_counts" ADD COLUMN "net_sum" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "mofa_daily_counts" ADD COLUMN "total_amount_jod_sum" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_auth_daily_counts" ADD COLUMN "amount_sum" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_auth_daily_counts" ADD COLUMN "captured_sum" numeric(18, 3) DEFAULT '0' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pre_auth_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE pre_auth_daily_counts AS t
    SET hold_count = t.hold_count - o.n, amount_sum = t.amount_sum - o.amount, captured_sum = t.captured_sum - o.captured
    FROM (SELECT merchant_code, currency, business_date, count(*)::int AS n, sum(amount) AS amount,
            coalesce(sum(captured_amount), 0) AS captured
          FROM old_rows GROUP BY 1, 2, 3) AS o
    WHERE t.merchant_code = o.merchant_code AND t.currency = o.currency AND t.business_date = o.business_date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO pre_auth_daily_counts AS t (merchant_code, currency, business_date, hold_count, amount_sum, captured_sum)
    SELECT merchant_code, currency, business_date, count(*), sum(amount), coalesce(sum(captured_amount), 0)
    FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT pre_auth_daily_counts_pk DO UPDATE SET hold_count = t.hold_count + excluded.hold_count,
      amount_sum = t.amount_sum + excluded.amount_sum, captured_sum = t.captured_sum + excluded.captured_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE pre_auth_daily_counts AS t SET amount_sum = s.amount, captured_sum = s.captured
FROM (SELECT merchant_code, currency, business_date, sum(amount) AS amount, coalesce(sum(captured_amount), 0) AS captured
      FROM pre_authorisations GROUP BY 1, 2, 3) AS s
WHERE t.merchant_code = s.merchant_code AND t.currency = s.currency AND t.business_date = s.business_date;
--> statement-breakpoint
-- An order's charges are its card transaction's, which is written before the order.
CREATE OR REPLACE FUNCTION marketplace_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE marketplace_daily_counts AS t
    SET order_count = t.order_count - o.n, amount_sum = t.amount_sum - o.amount, fixed_sum = t.fixed_sum - o.fixed,
      mdr_sum = t.mdr_sum - o.mdr, net_sum = t.net_sum - o.net
    FROM (SELECT r.merchant_code, r.currency, r.card_business_date, count(*)::int AS n,
            coalesce(sum(c.amount), 0) AS amount, coalesce(sum(c.fixed_amount), 0) AS fixed,
            coalesce(sum(c.mdr_amount), 0) AS mdr, coalesce(sum(c.net_amount), 0) AS net
          FROM old_rows AS r
          LEFT JOIN card_transactions AS c ON c.business_date = r.card_business_date AND c.id = r.card_transaction_id
            AND c.merchant_code = r.merchant_code
          GROUP BY 1, 2, 3) AS o
    WHERE t.merchant_code = o.merchant_code AND t.currency = o.currency AND t.card_business_date = o.card_business_date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO marketplace_daily_counts AS t
      (merchant_code, currency, card_business_date, order_count, amount_sum, fixed_sum, mdr_sum, net_sum)
    SELECT r.merchant_code, r.currency, r.card_business_date, count(*), coalesce(sum(c.amount), 0),
      coalesce(sum(c.fixed_amount), 0), coalesce(sum(c.mdr_amount), 0), coalesce(sum(c.net_amount), 0)
    FROM new_rows AS r
    LEFT JOIN card_transactions AS c ON c.business_date = r.card_business_date AND c.id = r.card_transaction_id
      AND c.merchant_code = r.merchant_code
    GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT marketplace_daily_counts_pk DO UPDATE SET order_count = t.order_count + excluded.order_count,
      amount_sum = t.amount_sum + excluded.amount_sum, fixed_sum = t.fixed_sum + excluded.fixed_sum,
      mdr_sum = t.mdr_sum + excluded.mdr_sum, net_sum = t.net_sum + excluded.net_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE marketplace_daily_counts AS t SET amount_sum = s.amount, fixed_sum = s.fixed, mdr_sum = s.mdr, net_sum = s.net
FROM (SELECT r.merchant_code, r.currency, r.card_business_date, sum(c.amount) AS amount, sum(c.fixed_amount) AS fixed,
        sum(c.mdr_amount) AS mdr, sum(c.net_amount) AS net
      FROM marketplace_orders AS r
      JOIN card_transactions AS c ON c.business_date = r.card_business_date AND c.id = r.card_transaction_id
        AND c.merchant_code = r.merchant_code
      GROUP BY 1, 2, 3) AS s
WHERE t.merchant_code = s.merchant_code AND t.currency = s.currency AND t.card_business_date = s.card_business_date;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mofa_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE mofa_daily_counts AS t
    SET payment_count = t.payment_count - o.n, total_amount_jod_sum = t.total_amount_jod_sum - o.jod
    FROM (SELECT merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb,
            count(*)::int AS n, sum(total_amount_jod) AS jod
          FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7) AS o
    WHERE t.merchant_code = o.merchant_code AND t.business_date = o.business_date
      AND t.embassy_code = o.embassy_code AND t.currency = o.currency AND t.is_charged_back = o.is_charged_back
      AND t.is_processed = o.is_processed AND t.is_pre_arb = o.is_pre_arb;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO mofa_daily_counts AS t (merchant_code, business_date, embassy_code, currency, is_charged_back,
      is_processed, is_pre_arb, payment_count, total_amount_jod_sum)
    SELECT merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb, count(*),
      sum(total_amount_jod)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT mofa_daily_counts_pk DO UPDATE SET payment_count = t.payment_count + excluded.payment_count,
      total_amount_jod_sum = t.total_amount_jod_sum + excluded.total_amount_jod_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE mofa_daily_counts AS t SET total_amount_jod_sum = s.jod
FROM (SELECT merchant_code, business_date, embassy_code, currency, is_charged_back, is_processed, is_pre_arb,
        sum(total_amount_jod) AS jod
      FROM mofa_payments GROUP BY 1, 2, 3, 4, 5, 6, 7) AS s
WHERE t.merchant_code = s.merchant_code AND t.business_date = s.business_date AND t.embassy_code = s.embassy_code
  AND t.currency = s.currency AND t.is_charged_back = s.is_charged_back AND t.is_processed = s.is_processed
  AND t.is_pre_arb = s.is_pre_arb;
