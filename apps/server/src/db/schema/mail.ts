import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment, uuidKey } from './columns.js';
import { merchantRef } from './merchants.js';
import { users } from './users.js';

// The e-mail outbox: a message is written here in the transaction of the action that sends it (with its
// audit row and its delivery job); the mail-delivery job sends it and records how that went.

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidKey(),
    /** What the message is, e.g. `dashboard:churn`: with the requester, what a repeat is recognised by. */
    kind: text('kind').notNull(),
    merchantCode: merchantRef(),
    /** The user whose action wrote it; null for a message the system writes on its own. */
    requestedBy: uuid('requested_by').references(() => users.id),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The same message as HTML (right to left where it is Arabic); null for one written before it had one. */
    bodyHtml: text('body_html'),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Deliveries tried (each claim counts one), the last one's failure, and when it went out. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A delivery in progress holds the message until then; a crashed one's claim lapses by itself. */
    claimedUntil: moment('claimed_until'),
    deliveredAt: moment('delivered_at'),
  },
  (t) => [
    index('mail_outbox_requester_idx').on(t.requestedBy, t.kind, t.createdAt),
    // The per-merchant cap counts a merchant's messages of the last hour.
    index('mail_outbox_merchant_idx').on(t.merchantCode, t.createdAt),
    index('mail_outbox_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
