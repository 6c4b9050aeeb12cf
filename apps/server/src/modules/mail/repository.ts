// The outbox's SQL: writing a message, recognising a repeat, and a delivery's claim and outcome.
import { and, desc, eq, gt, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { merchants } from '../../db/schema/merchants.js';
import { users } from '../../db/schema/users.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The signed-in user, their merchant and its account manager; inside a transaction the merchant's row is
 * locked, so a merchant's requests run one after another, in every server process: a double click sees the
 * first one's message, and the per-merchant count sees every message written before it. (No key update:
 * rows that merely reference the merchant are not held up.)
 */
export async function lockRequester(tx: Executor, merchantCode: string, userId: string) {
  const [row] = await tx
    .select({
      merchantCode: merchants.merchantCode,
      merchantName: merchants.merchantName,
      managerName: merchants.accountManagerName,
      managerEmail: merchants.accountManagerEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .innerJoin(merchants, eq(merchants.merchantCode, users.merchantCode))
    .where(and(eq(users.id, userId), eq(users.merchantCode, merchantCode), isNull(users.deletedAt)))
    .for('no key update', { of: merchants });
  return row ?? null;
}

/** The user's latest message of this kind written after `since`, if any. */
export async function recentMessage(tx: Executor, userId: string, kind: string, since: Date) {
  const [row] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.requestedBy, userId), eq(mailOutbox.kind, kind), gt(mailOutbox.createdAt, since)),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

/** How many dashboard messages of the merchant were written after `since`. */
export async function dashboardMessagesSince(tx: Executor, merchantCode: string, since: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.merchantCode, merchantCode),
        gt(mailOutbox.createdAt, since),
        like(mailOutbox.kind, 'dashboard:%'),
      ),
    );
  return row?.count ?? 0;
}

export type NewMessage = typeof mailOutbox.$inferInsert;

export async function insertMessage(tx: Executor, message: NewMessage): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Takes an undelivered message for one delivery attempt, for `leaseSeconds`: a second run of the same job
 * finds it taken (or delivered) and sends nothing. Null when it is delivered, taken or gone.
 */
export async function claimMessage(
  db: Executor,
  id: string,
  leaseSeconds: number,
): Promise<OutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.deliveredAt),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deliveryState(db: Executor, id: string) {
  const [row] = await db
    .select({ deliveredAt: mailOutbox.deliveredAt, claimedUntil: mailOutbox.claimedUntil })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row ?? null;
}

export async function markDelivered(db: Executor, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ deliveredAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.deliveredAt)));
}

/** Records a failed attempt and releases the claim, so the job's retry can take it again. */
export async function markFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error, claimedUntil: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.deliveredAt)));
}
