-- A DCC transaction's share (the merchant's part of the conversion markup, as the DCC provider reports it).
-- Rows loaded before it stay null: a share nobody reported is not invented. Adding a nullable column to the
-- partitioned table changes its catalogue only, whatever its size.
ALTER TABLE "card_transactions" ADD COLUMN "dcc_share" numeric(18, 3);