CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"merchant_code" text NOT NULL,
	"requested_by" uuid,
	"to_address" text NOT NULL,
	"to_name" text,
	"reply_to" text,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_requester_idx" ON "mail_outbox" USING btree ("requested_by","kind","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_undelivered_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."delivered_at" is null;