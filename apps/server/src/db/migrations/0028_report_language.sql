-- The language a report was requested in: its files are written in it (docs/i18n.md). Earlier requests were English.
ALTER TABLE "report_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_language_check" CHECK ("report_requests"."language" in ('en', 'ar'));