-- Report requests and their files (spec part 2 §2 "Reports", §3 "Report request"): what a user asked for,
-- how far its job got (claim, heartbeat, attempts), and the unguessable names of the files it writes.
CREATE TABLE "report_files" (
	"file_name" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"row_count" integer,
	"size_bytes" integer,
	CONSTRAINT "report_files_kind_check" CHECK ("report_files"."kind" in ('transactions', 'summary', 'payment-summary', 'manual-refund'))
);
--> statement-breakpoint
CREATE TABLE "report_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_merchant_code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"requested_by" uuid,
	"requested_by_username" text NOT NULL,
	"requester_roles" text[] NOT NULL,
	"transaction_name" text NOT NULL,
	"branch_ids" text[],
	"card_type" text NOT NULL,
	"method_type" text NOT NULL,
	"terminal_id" text,
	"currency" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"job_id" uuid,
	"claim_token" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"row_count" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"files_removed_at" timestamp with time zone,
	CONSTRAINT "report_requests_status_check" CHECK ("report_requests"."status" in ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'EXPIRED')),
	CONSTRAINT "report_requests_period_check" CHECK ("report_requests"."from_date" <= "report_requests"."to_date")
);
--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_request_id_report_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."report_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_owner_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("owner_merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_merchant_code_merchants_merchant_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("merchant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_files_request_idx" ON "report_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "report_requests_owner_idx" ON "report_requests" USING btree ("owner_merchant_code","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_requests_status_idx" ON "report_requests" USING btree ("status","completed_at");