-- The roll-ups gain the deposit (settlement) day beside the business day, so PS and MS count from them; the
-- search index leads with the business day so a date range walks from its own last day; the settlement
-- views get their own index. The roll-ups are rebuilt from the rows, which they always equal.
DROP INDEX "card_transactions_search_idx";--> statement-breakpoint
TRUNCATE "daily_transaction_totals", "daily_source_totals";--> statement-breakpoint
ALTER TABLE "daily_source_totals" DROP CONSTRAINT "daily_source_totals_pk";--> statement-breakpoint
ALTER TABLE "daily_transaction_totals" DROP CONSTRAINT "daily_transaction_totals_pk";--> statement-breakpoint
ALTER TABLE "daily_source_totals" ADD COLUMN "deposit_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_transaction_totals" ADD COLUMN "deposit_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_source_totals" ADD CONSTRAINT "daily_source_totals_pk" PRIMARY KEY("merchant_code","source","business_date","deposit_date","currency");--> statement-breakpoint
ALTER TABLE "daily_transaction_totals" ADD CONSTRAINT "daily_transaction_totals_pk" PRIMARY KEY("merchant_code","business_date","deposit_date","source","branch_id","terminal_id","card_scheme","card_kind","locality","is_bank_customer","currency");--> statement-breakpoint
INSERT INTO "daily_transaction_totals" ("business_date", "deposit_date", "merchant_code", "branch_id", "terminal_id", "source", "card_scheme", "card_kind", "locality", "is_bank_customer", "currency", "tx_count", "amount_sum", "fixed_sum", "mdr_sum", "net_sum")
SELECT "business_date", "deposit_date", "merchant_code", "branch_id", "terminal_id", "source", "card_scheme", "card_kind", "locality", "is_bank_customer", "currency", count(*), sum("amount"), sum("fixed_amount"), sum("mdr_amount"), sum("net_amount")
FROM "card_transactions"
GROUP BY "business_date", "deposit_date", "merchant_code", "branch_id", "terminal_id", "source", "card_scheme", "card_kind", "locality", "is_bank_customer", "currency";--> statement-breakpoint
INSERT INTO "daily_source_totals" ("business_date", "deposit_date", "merchant_code", "source", "currency", "tx_count", "amount_sum", "fixed_sum", "mdr_sum", "net_sum")
SELECT "business_date", "deposit_date", "merchant_code", "source", "currency", sum("tx_count"), sum("amount_sum"), sum("fixed_sum"), sum("mdr_sum"), sum("net_sum")
FROM "daily_transaction_totals"
GROUP BY "business_date", "deposit_date", "merchant_code", "source", "currency";--> statement-breakpoint
CREATE INDEX "daily_transaction_totals_settlement_idx" ON "daily_transaction_totals" USING btree ("merchant_code","source","deposit_date");--> statement-breakpoint
CREATE INDEX "card_transactions_search_idx" ON "card_transactions" USING btree ("merchant_code","source","business_date" DESC NULLS FIRST,"transaction_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "card_transactions_settlement_idx" ON "card_transactions" USING btree ("merchant_code","source","deposit_date" DESC NULLS FIRST,"transaction_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
