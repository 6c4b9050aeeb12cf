// The airline's bookings and refund workflows in SQL. Every query names the merchant; the locks of the
// workflow's rules are taken booking first, then workflow, in every path (no two paths wait on each other).
import {
  BOOKING_DEFAULT_SORT,
  PENDING_WITH_CHECKER,
  type BookingOrder,
  type WorkflowFilter,
  type WorkflowOrder,
} from '@merchant-portal/contracts/schemas/bookings';
import { and, asc, eq, gte, inArray, lte, sql, type SQL, type Subquery } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { listOrders, orderedNames, type KeyOrder } from '../../db/lists.js';
import { inline, placeholders, prepared, shapeName, type Bind } from '../../db/prepared.js';
import {
  airports,
  bookingDailyCounts,
  bookingRefunds,
  bookings,
  refundWorkflows,
  workflowTasks,
} from '../../db/schema/bookings.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { branches, terminals } from '../../db/schema/merchants.js';
import { cardTransactions } from '../../db/schema/transactions.js';

const origin = alias(airports, 'origin');
const destination = alias(airports, 'destination');
const openWorkflow = alias(refundWorkflows, 'open_workflow');

export interface BookingCriteria {
  merchantCode: string;
  bookingRefNo?: string;
  customerId?: string;
  /** ISO days, both or neither. */
  from?: string;
  to?: string;
}

/** A filter's values, by the names its prepared statements' placeholders have. */
function valuesOf(criteria: BookingCriteria) {
  return {
    merchantCode: criteria.merchantCode,
    bookingRefNo: criteria.bookingRefNo?.toUpperCase(),
    customerId: criteria.customerId,
    from: criteria.from,
    to: criteria.to,
  };
}

/** The filter's conditions, with its values inline, or (`bind` = placeholders) for a prepared statement. */
function bookingFilter(
  criteria: BookingCriteria,
  bind: Bind<keyof ReturnType<typeof valuesOf>> = inline(valuesOf(criteria)),
) {
  return and(
    eq(bookings.merchantCode, bind('merchantCode')),
    criteria.bookingRefNo === undefined ? undefined : eq(bookings.bookingRefNo, bind('bookingRefNo')),
    criteria.customerId === undefined ? undefined : eq(bookings.customerId, bind('customerId')),
    criteria.from === undefined ? undefined : gte(bookings.createdDay, bind('from')),
    criteria.to === undefined ? undefined : lte(bookings.createdDay, bind('to')),
  );
}

/**
 * The list's statements are prepared once per shape of filter (which optional conditions it has), as the
 * transaction search's are: building the SQL of this many-joined select was a third of a page's CPU.
 */
const shapeOf = (criteria: BookingCriteria) => ({
  bookingRefNo: criteria.bookingRefNo !== undefined,
  customerId: criteria.customerId !== undefined,
  from: criteria.from !== undefined,
  to: criteria.to !== undefined,
});

const airportColumns = (table: typeof origin | typeof destination) => ({
  code: table.code,
  name: table.name,
  airportName: table.airportName,
  cityName: table.cityName,
  countryName: table.countryName,
});

/** A booking with what its flags and statuses are computed from. */
const bookingColumns = {
  booking: bookings,
  origin: airportColumns(origin),
  destination: airportColumns(destination),
  refunded: sql<string>`coalesce((select sum(${bookingRefunds.amount}) from ${bookingRefunds}
    where ${bookingRefunds.bookingId} = ${bookings.id}), 0)`.as('refunded'),
  openWorkflowId: openWorkflow.id,
  openWorkflowCreatedById: openWorkflow.createdById,
  openWorkflowCreatedBy: openWorkflow.createdBy,
  outboxDeliveredAt: mailOutbox.deliveredAt,
  outboxAttempts: mailOutbox.attempts,
};

/** The history's order: when the booking was made (its day, then moment), then its id. */
const BOOKING_ORDERS = listOrders({ createdDate: [bookings.createdDay, bookings.createdAt] }, bookings.id);
const NEWEST_FIRST = BOOKING_ORDERS(BOOKING_DEFAULT_SORT);

/**
 * The bookings with their airports, open workflow and notification, and their place in an order, read from
 * the table or from a page already cut from it under the table's own name (so the joins and the refunded sum
 * run for its rows only, not for every row an OFFSET skips).
 */
function selectBookings(db: Executor, order: KeyOrder, source: typeof bookings | Subquery = bookings) {
  return db
    .select({ ...bookingColumns, cursor: order.cursor })
    .from(source)
    .innerJoin(origin, eq(origin.code, bookings.originCode))
    .innerJoin(destination, eq(destination.code, bookings.destinationCode))
    .leftJoin(
      openWorkflow,
      and(eq(openWorkflow.bookingId, bookings.id), eq(openWorkflow.status, PENDING_WITH_CHECKER)),
    )
    .leftJoin(mailOutbox, eq(mailOutbox.id, bookings.notificationOutboxId))
    .$dynamic();
}

export type BookingRow = Awaited<ReturnType<typeof pageOfBookings>>[number];

/** A page of the filter's bookings in an order. */
export function pageOfBookings(
  db: Executor,
  criteria: BookingCriteria,
  order: BookingOrder,
  page: number,
  size: number,
) {
  const keyOrder = BOOKING_ORDERS(order);
  const names = orderedNames(shapeName('bookings_page', shapeOf(criteria)), order, BOOKING_DEFAULT_SORT);
  const query = prepared(db, names.kept, () =>
    selectBookings(
      db,
      keyOrder,
      db
        .select()
        .from(bookings)
        .where(bookingFilter(criteria, placeholders))
        .orderBy(...keyOrder.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('bookings'),
    )
      .orderBy(...keyOrder.orderBy)
      .prepare(names.statement),
  );
  return query.execute({ ...valuesOf(criteria), limit: size, offset: page * size });
}

/** How many bookings the filter holds: from the per-day counts unless it names a booking or a customer. */
export async function countBookings(db: Executor, criteria: BookingCriteria): Promise<number> {
  const byRows = criteria.bookingRefNo !== undefined || criteria.customerId !== undefined;
  const query = prepared(db, shapeName('bookings_count', shapeOf(criteria)), (name) =>
    byRows
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(bookingFilter(criteria, placeholders))
          .prepare(name)
      : db
          .select({ n: sql<number>`coalesce(sum(${bookingDailyCounts.bookingCount}), 0)::int` })
          .from(bookingDailyCounts)
          .where(
            and(
              eq(bookingDailyCounts.merchantCode, sql.placeholder('merchantCode')),
              criteria.from === undefined ? undefined : gte(bookingDailyCounts.day, sql.placeholder('from')),
              criteria.to === undefined ? undefined : lte(bookingDailyCounts.day, sql.placeholder('to')),
            ),
          )
          .prepare(name),
  );
  const [row] = await query.execute(valuesOf(criteria));
  return row?.n ?? 0;
}

const CSV_BATCH = 1000;

/** Every booking of the filter in batches, in an order: each batch reads on from the last one's place. */
export function bookingBatches(db: Executor, criteria: BookingCriteria, order: BookingOrder) {
  const keyOrder = BOOKING_ORDERS(order);
  return keyOrder.batches(CSV_BATCH, () => selectBookings(db, keyOrder), bookingFilter(criteria));
}

/** One booking of the merchant, locked for the rest of the transaction when `lock` is set. */
export async function bookingByRef(
  db: Executor,
  merchantCode: string,
  bookingRefNo: string,
  lock = false,
): Promise<BookingRow | null> {
  if (lock) {
    // The row lock first, on the booking alone (FOR UPDATE cannot take the outer joins' nullable side).
    const [locked] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(bookingFilter({ merchantCode, bookingRefNo }))
      .for('update');
    if (!locked) return null;
  }
  const [row] = await selectBookings(db, NEWEST_FIRST).where(bookingFilter({ merchantCode, bookingRefNo }));
  return row ?? null;
}

export function bookingsByIds(
  db: Executor,
  merchantCode: string,
  ids: readonly string[],
): Promise<BookingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectBookings(db, NEWEST_FIRST).where(
    and(eq(bookings.merchantCode, merchantCode), inArray(bookings.id, [...ids])),
  );
}

export type RefundRow = typeof bookingRefunds.$inferSelect;

/** The refunds of these bookings, oldest first. */
export function refundsOf(db: Executor, bookingIds: readonly string[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  const query = prepared(db, 'booking_refunds_of', (name) =>
    db
      .select()
      .from(bookingRefunds)
      .where(sql`${bookingRefunds.bookingId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id))
      .prepare(name),
  );
  return query.execute({ ids: [...bookingIds] });
}

/** A maker's change to a booking: its payment status or its latest resent notification. */
export async function updateBooking(
  tx: Executor,
  bookingId: string,
  change: { paymentStatus: string } | { notificationOutboxId: string },
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...change, updatedBy: by, updatedAt: at })
    .where(eq(bookings.id, bookingId));
}

export type NewWorkflow = typeof refundWorkflows.$inferInsert;

export async function insertWorkflow(tx: Executor, workflow: NewWorkflow): Promise<string> {
  const [row] = await tx.insert(refundWorkflows).values(workflow).returning({ id: refundWorkflows.id });
  if (!row) throw new Error('workflow not inserted');
  return row.id;
}

export type NewTask = typeof workflowTasks.$inferInsert;

export async function insertTask(tx: Executor, task: NewTask): Promise<void> {
  await tx.insert(workflowTasks).values(task);
}

export type WorkflowRow = typeof refundWorkflows.$inferSelect;

/** A workflow of the merchant; with `lock`, locked (take its booking's lock first). */
export async function workflowById(
  db: Executor,
  merchantCode: string,
  workflowId: string,
  lock = false,
): Promise<WorkflowRow | null> {
  const query = db
    .select()
    .from(refundWorkflows)
    .where(and(eq(refundWorkflows.merchantCode, merchantCode), eq(refundWorkflows.id, workflowId)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function lockBookingById(tx: Executor, bookingId: string): Promise<void> {
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
}

export async function closeWorkflow(
  tx: Executor,
  workflowId: string,
  decision: { status: 'COMPLETED' | 'REJECTED'; by: string; at: Date; comment: string | null },
): Promise<void> {
  await tx
    .update(refundWorkflows)
    .set({
      status: decision.status,
      updatedBy: decision.by,
      updatedAt: decision.at,
      decisionComment: decision.comment,
    })
    .where(eq(refundWorkflows.id, workflowId));
  await tx
    .update(workflowTasks)
    .set({ status: decision.status, actedBy: decision.by, actedAt: decision.at, comment: decision.comment })
    .where(and(eq(workflowTasks.workflowId, workflowId), eq(workflowTasks.status, 'OPEN')));
}

export async function insertRefund(tx: Executor, refund: typeof bookingRefunds.$inferInsert): Promise<void> {
  await tx.insert(bookingRefunds).values(refund);
}

export async function setRefundTransaction(tx: Executor, approvalRefNo: string, cardTransactionId: number) {
  await tx
    .update(bookingRefunds)
    .set({ cardTransactionId })
    .where(eq(bookingRefunds.approvalRefNo, approvalRefNo));
}

/** The branch and terminal the merchant's online (CS) payments come through. */
export async function onlineTerminal(db: Executor, merchantCode: string) {
  const [row] = await db
    .select({ branchId: branches.branchId, terminalId: terminals.terminalId })
    .from(branches)
    .innerJoin(terminals, eq(terminals.branchId, branches.branchId))
    .where(and(eq(branches.merchantCode, merchantCode), eq(branches.transactionType, 'CS')))
    .orderBy(asc(branches.branchId), asc(terminals.terminalId))
    .limit(1);
  return row ?? null;
}

/** The id of the refund's card transaction, found by its day and reference. */
export async function cardTransactionIdByRef(db: Executor, merchantCode: string, day: string, ref: string) {
  const [row] = await db
    .select({ id: cardTransactions.id })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.businessDate, day),
        eq(cardTransactions.merchantCode, merchantCode),
        eq(cardTransactions.merchantRef, ref),
        eq(cardTransactions.transactionType, 'REFUND'),
      ),
    );
  return row?.id ?? null;
}

export interface WorkflowCriteria {
  merchantCode: string;
  bookingRefNo?: string;
  status: WorkflowFilter;
  from?: string;
  to?: string;
}

function workflowFilter(criteria: WorkflowCriteria): SQL | undefined {
  const status =
    criteria.status === 'OPEN'
      ? eq(refundWorkflows.status, PENDING_WITH_CHECKER)
      : criteria.status === 'COMPLETED'
        ? eq(refundWorkflows.status, 'COMPLETED')
        : undefined;
  return and(
    eq(refundWorkflows.merchantCode, criteria.merchantCode),
    status,
    criteria.bookingRefNo === undefined
      ? undefined
      : eq(bookings.bookingRefNo, criteria.bookingRefNo.toUpperCase()),
    criteria.from === undefined ? undefined : gte(refundWorkflows.createdDay, criteria.from),
    criteria.to === undefined ? undefined : lte(refundWorkflows.createdDay, criteria.to),
  );
}

/** The Refunds tab's orders: when the workflow was last updated, or its refund amount; then its id. */
const WORKFLOW_ORDERS = listOrders(
  { workflowLastUpdatedDate: [refundWorkflows.updatedAt], refundAmount: [refundWorkflows.amount] },
  refundWorkflows.id,
);

function selectWorkflows(db: Executor, order: KeyOrder) {
  return db
    .select({ workflow: refundWorkflows, bookingRefNo: bookings.bookingRefNo, cursor: order.cursor })
    .from(refundWorkflows)
    .innerJoin(bookings, eq(bookings.id, refundWorkflows.bookingId))
    .$dynamic();
}

/** A page of the filter's workflows in an order. */
export function pageOfWorkflows(
  db: Executor,
  criteria: WorkflowCriteria,
  order: WorkflowOrder,
  page: number,
  size: number,
) {
  const keyOrder = WORKFLOW_ORDERS(order);
  return selectWorkflows(db, keyOrder)
    .where(workflowFilter(criteria))
    .orderBy(...keyOrder.orderBy)
    .limit(size)
    .offset(page * size);
}

export async function countWorkflows(db: Executor, criteria: WorkflowCriteria): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refundWorkflows)
    .innerJoin(bookings, eq(bookings.id, refundWorkflows.bookingId))
    .where(workflowFilter(criteria));
  return row?.n ?? 0;
}

/** Every workflow of the filter in batches, in an order: each batch reads on from the last one's place. */
export function workflowBatches(db: Executor, criteria: WorkflowCriteria, order: WorkflowOrder) {
  const keyOrder = WORKFLOW_ORDERS(order);
  return keyOrder.batches(CSV_BATCH, () => selectWorkflows(db, keyOrder), workflowFilter(criteria));
}

export function tasksOf(db: Executor, workflowId: string, page: number, size: number) {
  return db
    .select()
    .from(workflowTasks)
    .where(eq(workflowTasks.workflowId, workflowId))
    .orderBy(asc(workflowTasks.createdAt), asc(workflowTasks.id))
    .limit(size)
    .offset(page * size);
}

/** The tasks of these workflows, oldest first. */
export function tasksOfWorkflows(db: Executor, workflowIds: readonly string[]) {
  if (workflowIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(workflowTasks)
    .where(inArray(workflowTasks.workflowId, [...workflowIds]))
    .orderBy(asc(workflowTasks.createdAt), asc(workflowTasks.id));
}

export async function countTasks(db: Executor, workflowId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflowTasks)
    .where(eq(workflowTasks.workflowId, workflowId));
  return row?.n ?? 0;
}
