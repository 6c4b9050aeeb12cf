-- RJ ticket bookings, their airports and per-day counts, and the maker-checker refund workflow: workflows (one
-- open per booking, a partial unique index), their tasks, and executed refunds (one per workflow, a unique key).
CREATE TABLE "airports" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"airport_name" text NOT NULL,
	"city_name" text NOT NULL,
	"country_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_daily_counts" (
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"booking_count" integer NOT NULL,
	CONSTRAINT "booking_daily_counts_pk" PRIMARY KEY("merchant_code","day")
);
--> statement-breakpoint
CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"amount" numeric(15, 3) NOT NULL,
	"percentage" numeric(7, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"requested_by" text NOT NULL,
	"approved_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"transaction_ref_no" text NOT NULL,
	"approval_ref_no" text NOT NULL,
	"card_transaction_id" bigint,
	CONSTRAINT "booking_refunds_workflow_key" UNIQUE("workflow_id"),
	CONSTRAINT "booking_refunds_approval_key" UNIQUE("approval_ref_no"),
	CONSTRAINT "booking_refunds_amount" CHECK ("booking_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"booking_ref_no" text NOT NULL,
	"customer_ref_no" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"trip_type" text NOT NULL,
	"origin_code" char(3) NOT NULL,
	"destination_code" char(3) NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"infants" smallint NOT NULL,
	"youths" smallint NOT NULL,
	"cabin" text NOT NULL,
	"promo_code" text,
	"ticket_amount" numeric(15, 3) NOT NULL,
	"due_amount" numeric(15, 3) NOT NULL,
	"local_amount" numeric(15, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"credit_branch" text NOT NULL,
	"credit_basic" text NOT NULL,
	"credit_suffix" text NOT NULL,
	"credit_currency" char(3) NOT NULL,
	"merchant_payment_id" text NOT NULL,
	"retryable_until" timestamp with time zone,
	"fees" numeric(15, 3) NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"notification_status" text NOT NULL,
	"notification_outbox_id" uuid,
	"departure_date" date NOT NULL,
	"return_date" date,
	"flight_no" text NOT NULL,
	"transaction_ref_no" text NOT NULL,
	"transaction_at" timestamp with time zone NOT NULL,
	"masked_pan" text NOT NULL,
	"card_scheme" text NOT NULL,
	"card_kind" char(1) DEFAULT 'C' NOT NULL,
	"locality" char(1) DEFAULT 'L' NOT NULL,
	"remarks" text,
	"created_day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "bookings_ref_key" UNIQUE("merchant_code","booking_ref_no"),
	CONSTRAINT "bookings_masked_pan" CHECK ("bookings"."masked_pan" ~ '^[0-9]{6}[*]{6}[0-9]{4}$'),
	CONSTRAINT "bookings_trip_type" CHECK ("bookings"."trip_type" in ('ONE_WAY', 'ROUND_TRIP')),
	CONSTRAINT "bookings_cabin" CHECK ("bookings"."cabin" in ('ECONOMY', 'BUSINESS', 'FIRST')),
	CONSTRAINT "bookings_payment_status" CHECK ("bookings"."payment_status" in ('PAYMENT_COMPLETED', 'PAYMENT_FAILED', 'PAYMENT_TIMEOUT', 'PAYMENT_REVERSED_TIMEOUT')),
	CONSTRAINT "bookings_notification_status" CHECK ("bookings"."notification_status" in ('SENT', 'FAILED', 'TIMEOUT')),
	CONSTRAINT "bookings_card_kind" CHECK ("bookings"."card_kind" in ('C', 'D')),
	CONSTRAINT "bookings_locality" CHECK ("bookings"."locality" in ('L', 'I')),
	CONSTRAINT "bookings_ticket_amount" CHECK ("bookings"."ticket_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(15, 3) NOT NULL,
	"percentage" numeric(7, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"comment" text NOT NULL,
	"created_by_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_day" date NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decision_comment" text,
	CONSTRAINT "refund_workflows_status" CHECK ("refund_workflows"."status" in ('PENDING WITH CHECKER', 'COMPLETED', 'REJECTED')),
	CONSTRAINT "refund_workflows_amount" CHECK ("refund_workflows"."amount" > 0),
	CONSTRAINT "refund_workflows_currency" CHECK ("refund_workflows"."currency" = 'JOD')
);
--> statement-breakpoint
CREATE TABLE "workflow_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"task_name" text NOT NULL,
	"assigned_group" text NOT NULL,
	"status" text NOT NULL,
	"acted_by" text,
	"acted_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workflow_tasks_status" CHECK ("workflow_tasks"."status" in ('OPEN', 'COMPLETED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_workflow_id_refund_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."refund_workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_origin_code_airports_code_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_destination_code_airports_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_notification_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("notification_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_workflows" ADD CONSTRAINT "refund_workflows_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_workflows" ADD CONSTRAINT "refund_workflows_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_workflows" ADD CONSTRAINT "refund_workflows_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_workflow_id_refund_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."refund_workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_history_idx" ON "bookings" USING btree ("merchant_code","created_day" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("merchant_code","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_workflows_open_key" ON "refund_workflows" USING btree ("booking_id") WHERE "refund_workflows"."status" = 'PENDING WITH CHECKER';--> statement-breakpoint
CREATE INDEX "refund_workflows_list_idx" ON "refund_workflows" USING btree ("merchant_code","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refund_workflows_booking_idx" ON "refund_workflows" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "workflow_tasks_workflow_idx" ON "workflow_tasks" USING btree ("workflow_id","created_at");