import { z } from 'zod';
import { mofaRow } from './mofa.js';
import { transactionRow } from './transactions.js';

// One card payment whole (issue "Find any payment"): everything the server keeps of it, not only the grid's
// columns — the merchant, the source, the moment, the card's class, DCC, the payments linked to it (a
// refund of it, or the sale a refund gives back) and, for an embassy fee, the ministry's record.

/** GET …/transaction/v1/{id}: the card transaction's id as the grids carry it. */
export const transactionDetailsParams = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'Must be a transaction id'),
});

/** A card transaction linked to the one shown: its refund, or the sale it refunds. */
export const linkedTransaction = z.object({
  id: z.string(),
  /** SALE or REFUND. */
  transactionType: z.string(),
  transactionDate: z.string(),
  transactionTime: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type LinkedTransaction = z.infer<typeof linkedTransaction>;

export const transactionDetails = transactionRow.extend({
  merchantCode: z.string(),
  merchantName: z.string(),
  /** The source code (part 2 §3 option list); its words are the sources table's label. */
  source: z.string(),
  /** The moment of the payment, ISO 8601 with its offset. */
  transactionAt: z.string(),
  isBankCustomer: z.boolean(),
  /** DCC, PURE or KEY for a payment the DCC provider saw; null otherwise. */
  dccType: z.string().nullable(),
  linked: z.array(linkedTransaction),
  /** The ministry's record of an embassy fee paid by this transaction; null for any other payment. */
  mofa: mofaRow.nullable(),
});
export type TransactionDetails = z.infer<typeof transactionDetails>;

export const transactionDetailsReply = z.object({ data: transactionDetails });
export type TransactionDetailsReply = z.infer<typeof transactionDetailsReply>;
