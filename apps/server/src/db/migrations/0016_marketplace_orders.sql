-- Marketplace orders: the Emart and Shopix orders of the marketplace merchant, each linked to the card payment
-- that paid it and settled to the merchant a few days later (spec part 2 §2 "Order-master report").
CREATE TABLE "marketplace_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"order_id" text NOT NULL,
	"scheme" text NOT NULL,
	"order_date" date NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"customer_reference" text NOT NULL,
	"item_count" integer NOT NULL,
	"amount" numeric(18, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"delivered_on" date NOT NULL,
	"card_business_date" date NOT NULL,
	"card_transaction_id" bigint NOT NULL,
	"merchant_settlement_date" date NOT NULL,
	CONSTRAINT "marketplace_orders_order_id_key" UNIQUE("merchant_code","order_id"),
	CONSTRAINT "marketplace_orders_card_transaction_key" UNIQUE("card_business_date","card_transaction_id"),
	CONSTRAINT "marketplace_orders_scheme" CHECK ("marketplace_orders"."scheme" in ('EMART', 'SHOPIX')),
	CONSTRAINT "marketplace_orders_item_count" CHECK ("marketplace_orders"."item_count" > 0),
	CONSTRAINT "marketplace_orders_amount" CHECK ("marketplace_orders"."amount" > 0),
	CONSTRAINT "marketplace_orders_delivery" CHECK ("marketplace_orders"."delivered_on" >= "marketplace_orders"."order_date"),
	CONSTRAINT "marketplace_orders_settlement" CHECK ("marketplace_orders"."merchant_settlement_date" > "marketplace_orders"."order_date")
);
--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_orders_scheme_day_idx" ON "marketplace_orders" USING btree ("merchant_code","scheme","order_date","ordered_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_payment_day_idx" ON "marketplace_orders" USING btree ("merchant_code","card_business_date","ordered_at","id");