-- Pre-authorisations: holds on a card that a capture settles or that lapse on their expiry date (spec part 2
-- §2 "Pre Auth Transactions"); the list reads a merchant's holds of a period, newest first.
CREATE TABLE "pre_authorisations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"branch_id" text NOT NULL,
	"terminal_id" text NOT NULL,
	"business_date" date NOT NULL,
	"authorised_at" timestamp with time zone NOT NULL,
	"transaction_id" text NOT NULL,
	"auth_code" text NOT NULL,
	"masked_pan" text NOT NULL,
	"card_scheme" text NOT NULL,
	"locality" char(1) NOT NULL,
	"card_kind" char(1) NOT NULL,
	"bin_type" text NOT NULL,
	"amount" numeric(18, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"expires_on" date NOT NULL,
	"captured_at" timestamp with time zone,
	"captured_amount" numeric(18, 3),
	CONSTRAINT "pre_authorisations_transaction_id_key" UNIQUE("merchant_code","transaction_id"),
	CONSTRAINT "pre_authorisations_masked_pan" CHECK ("pre_authorisations"."masked_pan" ~ '^[0-9]{6}[*]{6}[0-9]{4}$'),
	CONSTRAINT "pre_authorisations_locality" CHECK ("pre_authorisations"."locality" in ('L', 'I')),
	CONSTRAINT "pre_authorisations_card_kind" CHECK ("pre_authorisations"."card_kind" in ('C', 'D')),
	CONSTRAINT "pre_authorisations_capture" CHECK (("pre_authorisations"."captured_at" is null) = ("pre_authorisations"."captured_amount" is null) and ("pre_authorisations"."captured_amount" is null or "pre_authorisations"."captured_amount" <= "pre_authorisations"."amount"))
);
--> statement-breakpoint
ALTER TABLE "pre_authorisations" ADD CONSTRAINT "pre_authorisations_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_authorisations_merchant_day_idx" ON "pre_authorisations" USING btree ("merchant_code","business_date","authorised_at","id");