-- The HTML part of a message (docs/i18n.md, e-mails): its Arabic reads right to left. Earlier messages have none.
ALTER TABLE "mail_outbox" ADD COLUMN "body_html" text;