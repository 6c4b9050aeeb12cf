DROP INDEX "card_transactions_search_idx";--> statement-breakpoint
CREATE INDEX "daily_transaction_totals_search_idx" ON "daily_transaction_totals" USING btree ("merchant_code","source","business_date");--> statement-breakpoint
CREATE INDEX "card_transactions_search_idx" ON "card_transactions" USING btree ("merchant_code","source","transaction_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);