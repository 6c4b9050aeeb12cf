// List replies as the server shapes them (contracts' `pagedReply` and `totalledReply`): one page of rows and
// how many rows there are in all; one payment's details; a kept column choice; and a reply that never comes,
// for a request left in flight.
import type {
  TransactionDetails,
  TransactionDetailsReply,
} from '@merchant-portal/contracts/schemas/transaction-details';
import type { FakeHandlers } from './fake-api';

export function pageOf<T>(results: T[], totalRecords = results.length) {
  return { data: { results }, metadata: { pagination: { totalRecords } } };
}

/** A page of a list with a totals strip, here empty. */
export function totalledPageOf<T>(results: T[], totalRecords = results.length) {
  return { ...pageOf(results, totalRecords), totals: [] };
}

/** A reply that never comes: it only ends when the request is aborted. */
export function hangingUntilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

/** A page of the transaction search (contracts' `searchReply`), here with an empty totals strip. */
export function searchPageOf<T>(content: T[], totalElements = content.length) {
  return { totalElements, content, totals: [] };
}

/**
 * One payment's details (contracts' `transactionDetailsReply`): a local Visa debit PoS sale of JOD 100.000 at
 * Zahran's Abdali branch, with no linked payment, DCC, BNPL or MOFA record unless `overrides` give them.
 */
export function paymentDetailsOf(
  id: string,
  overrides: Partial<TransactionDetails> = {},
): TransactionDetailsReply {
  return {
    data: {
      id,
      transactionDate: '01-03-2026',
      loadDate: '02-03-2026',
      transactionTime: '10:15:30',
      transactionAt: '2026-03-01T10:15:30+03:00',
      merchantRef: null,
      pan: '411111******1111',
      tranPaymentMethod: '411111******1111',
      terminalId: 'TRM-0042',
      branchId: '101',
      branchName: 'Abdali',
      transactionAmount: 100,
      fixedAmount: 0.25,
      mdrPercentage: 1.5,
      mdrAmount: 1.5,
      netAmount: 98.25,
      currency: 'JOD',
      cardScheme: 'VISA',
      cardType: 'D',
      methodType: 'L',
      transactionType: 'SALE',
      category: null,
      transactionId: '601234567890',
      billNumber: null,
      bnplTxn: null,
      bnplMdrValue: null,
      bnplAmount: null,
      bnplMdrAmount: null,
      authCode: 'A1B2C3',
      rrn: '601234567890',
      share: null,
      merchantCode: '4000000101',
      merchantName: 'Zahran Hypermarkets',
      source: 'P',
      isBankCustomer: true,
      dccType: null,
      linked: [],
      mofa: null,
      ...overrides,
    },
  };
}

/**
 * The column choice a fake server keeps: read as the last save left it. Pass the same `kept` to keep it
 * over a new render, as the server's preference outlives a page.
 */
export function keptColumns(
  kept: { visibility: Record<string, boolean> } = { visibility: {} },
): FakeHandlers {
  return {
    columnPreferenceRead: () => kept,
    columnPreferenceSave: ({ body }) => {
      kept.visibility = (body as typeof kept).visibility;
      return kept;
    },
  };
}
