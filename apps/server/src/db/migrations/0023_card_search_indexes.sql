CREATE INDEX "card_transactions_last4_idx" ON "card_transactions" USING btree ("merchant_code",right("masked_pan", 4));--> statement-breakpoint
CREATE INDEX "card_transactions_rrn_idx" ON "card_transactions" USING btree ("merchant_code","rrn");--> statement-breakpoint
CREATE INDEX "card_transactions_auth_code_idx" ON "card_transactions" USING btree ("merchant_code","auth_code");--> statement-breakpoint
CREATE INDEX "card_transactions_amount_idx" ON "card_transactions" USING btree ("merchant_code","source","amount","id");--> statement-breakpoint
CREATE INDEX "card_transactions_net_amount_idx" ON "card_transactions" USING btree ("merchant_code","source","net_amount","id");--> statement-breakpoint
CREATE INDEX "card_transactions_id_idx" ON "card_transactions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "card_transactions_merchant_ref_idx" ON "card_transactions" USING btree ("merchant_code","merchant_ref") WHERE "card_transactions"."merchant_ref" is not null;--> statement-breakpoint
-- The planner knows how selective right(masked_pan, 4) is only once the table is analysed with its new
-- expression index: without these statistics it walks a month in date order for a card's last four.
ANALYZE "card_transactions";