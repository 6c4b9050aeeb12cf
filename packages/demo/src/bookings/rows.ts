// The rows a booking's refund leaves: its workflow, the maker's and the checker's tasks, the refund, and the
// refund's card transaction on the airline's online branch.
import { isoDay } from '@merchant-portal/contracts/dates';
import {
  CHECKER_GROUP,
  CHECKER_TASK,
  MAKER_GROUP,
  PENDING_WITH_CHECKER,
  REFUND_CURRENCY,
  REQUEST_TASK,
  type WorkflowStatus,
} from '@merchant-portal/contracts/schemas/bookings';
import {
  branches,
  type Database,
  merchants,
  type NewCardTransaction,
  PLAIN_PAYMENT_EXTRAS,
  type refundWorkflows,
  terminals,
  users,
  type workflowTasks,
} from '@merchant-portal/server/ingest';
import { and, asc, eq } from 'drizzle-orm';
import { filsText, nextBankingDay } from '../calendar.js';
import { authorisationOf } from '../cards.js';
import { createRandom, seedOf, uuidOf } from '../random.js';
import { BOOKING_CHECKER, BOOKING_MAKER, BOOKING_MERCHANT } from './catalogue.js';
import { cardTokenOf, type CustomerPool } from './customers.js';
import { ammanDayOf, refundRefs, type PlannedWorkflow } from './plan.js';
import { percentageText } from './references.js';

const ONLINE_BRANCH = 'Online Booking';

export interface Setup {
  branchId: string;
  terminalId: string;
  mdrPercentage: string;
  fixedFils: number;
  makerId: string | null;
}

export async function loadSetup(db: Database): Promise<Setup | null> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.merchantCode, BOOKING_MERCHANT));
  const [branch] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.merchantCode, BOOKING_MERCHANT), eq(branches.branchName, ONLINE_BRANCH)));
  if (!merchant || !branch) return null;
  const tills = await db
    .select()
    .from(terminals)
    .where(eq(terminals.branchId, branch.branchId))
    .orderBy(asc(terminals.terminalId));
  const till = tills.find((t) => t.status === 'ACTIVE') ?? tills[0];
  if (!till) return null;
  const [maker] = await db.select({ id: users.id }).from(users).where(eq(users.username, BOOKING_MAKER));
  return {
    branchId: branch.branchId,
    terminalId: till.terminalId,
    // Refunds are charged back as the sale was: at the rate for other banks' cards, plus any fixed fee.
    mdrPercentage: merchant.otherBankCardRate,
    fixedFils: Math.round(Number(merchant.fixedRate) * 1000),
    makerId: maker?.id ?? null,
  };
}

/** The refund's card transaction: money going back to the card the booking was paid with. */
export function refundTransaction(
  plan: PlannedWorkflow,
  setup: Setup,
  pool: CustomerPool,
): NewCardTransaction {
  const random = createRandom(seedOf('refund-card', plan.id));
  const day = ammanDayOf(plan.decidedAt);
  const rate = Math.round(Number(setup.mdrPercentage) * 10_000);
  const mdrFils = Math.round((plan.amountFils * rate) / 1_000_000);
  const { row } = plan.booking;
  return {
    businessDate: isoDay(day),
    transactionAt: new Date(plan.decidedAt),
    depositDate: isoDay(nextBankingDay(day)),
    merchantCode: BOOKING_MERCHANT,
    branchId: setup.branchId,
    terminalId: setup.terminalId,
    source: 'CS',
    transactionType: 'REFUND',
    // The refund's own transfer reference: how its booking refund finds it again.
    merchantRef: refundRefs(plan).transactionRefNo,
    maskedPan: row.maskedPan,
    cardToken: cardTokenOf(pool, plan.booking.customer),
    tranPaymentMethod: row.maskedPan,
    amount: filsText(plan.amountFils),
    fixedAmount: filsText(setup.fixedFils),
    mdrPercentage: setup.mdrPercentage,
    mdrAmount: filsText(mdrFils),
    netAmount: filsText(plan.amountFils - mdrFils - setup.fixedFils),
    currency: 'JOD',
    cardScheme: row.cardScheme,
    cardKind: row.cardKind === 'D' ? 'D' : 'C',
    locality: row.locality === 'I' ? 'I' : 'L',
    isBankCustomer: false,
    ...PLAIN_PAYMENT_EXTRAS,
    ...authorisationOf(random, day),
  };
}

export function workflowRow(plan: PlannedWorkflow, status: WorkflowStatus, makerId: string | null) {
  const decided = status !== PENDING_WITH_CHECKER;
  return {
    id: plan.id,
    merchantCode: BOOKING_MERCHANT,
    bookingId: plan.booking.row.id,
    status,
    amount: filsText(plan.amountFils),
    percentage: percentageText(plan.amountFils, plan.booking.ticketFils),
    currency: REFUND_CURRENCY,
    comment: plan.comment,
    createdById: makerId,
    createdBy: BOOKING_MAKER,
    createdAt: new Date(plan.requestedAt),
    createdDay: isoDay(ammanDayOf(plan.requestedAt)),
    updatedBy: decided ? BOOKING_CHECKER : BOOKING_MAKER,
    updatedAt: new Date(decided ? plan.decidedAt : plan.requestedAt),
    decisionComment: decided ? plan.decisionComment : null,
  } satisfies typeof refundWorkflows.$inferSelect;
}

/** The maker's request, done when asked (as the service writes it). */
export function requestTaskRow(plan: PlannedWorkflow) {
  return {
    id: uuidOf('workflow-request-task', plan.id),
    workflowId: plan.id,
    taskName: REQUEST_TASK,
    assignedGroup: MAKER_GROUP,
    status: 'COMPLETED',
    actedBy: BOOKING_MAKER,
    actedAt: new Date(plan.requestedAt),
    comment: plan.comment,
    createdAt: new Date(plan.requestedAt),
  } satisfies typeof workflowTasks.$inferSelect;
}

/** The checker's task: open until decided, then completed (approved) or rejected with the comment. */
export function taskRow(plan: PlannedWorkflow, status: WorkflowStatus) {
  const decided = status !== PENDING_WITH_CHECKER;
  return {
    id: uuidOf('workflow-task', plan.id),
    workflowId: plan.id,
    taskName: CHECKER_TASK,
    assignedGroup: CHECKER_GROUP,
    status: decided ? plan.decision : 'OPEN',
    actedBy: decided ? BOOKING_CHECKER : null,
    actedAt: decided ? new Date(plan.decidedAt) : null,
    comment: decided ? plan.decisionComment : null,
    // Just after the request's, so the history reads request, then decision.
    createdAt: new Date(plan.requestedAt + 1),
  } satisfies typeof workflowTasks.$inferSelect;
}

export function refundRow(plan: PlannedWorkflow) {
  return {
    id: uuidOf('booking-refund', plan.id),
    bookingId: plan.booking.row.id,
    workflowId: plan.id,
    amount: filsText(plan.amountFils),
    percentage: percentageText(plan.amountFils, plan.booking.ticketFils),
    currency: REFUND_CURRENCY,
    requestedBy: BOOKING_MAKER,
    approvedBy: BOOKING_CHECKER,
    createdAt: new Date(plan.decidedAt),
    ...refundRefs(plan),
  };
}
