// The MOFA search: one server page of the ministry's payments for the applied filter, in the order a sortable
// column asked for, through the card search's call (a body naming the merchant is a MOFA search, part 2 §7).
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { MOFA_DEFAULT_SORT, MOFA_SORT_FIELDS, type MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import { ALL_BRANCHES } from '@merchant-portal/contracts/schemas/transactions';
import { orderOf, type ListSort } from '../../../components/use-list-view';
import { call } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { warnedWhenEmpty } from '../../../lib/transaction-texts';

/** What the MOFA filter bar sets: the period, the references, the embassy and the flags. */
export interface MofaFilter {
  /** DD-MM-YYYY. */
  fromDate: string;
  toDate: string;
  rrn: string;
  authCode: string;
  tranRefNo: string;
  /** An embassy code, or '' for every embassy the user may see. */
  embassy: string;
  isChargedBack: boolean;
  isProcessed: boolean;
  isPreArb: boolean;
}

export interface MofaSearch {
  filter: MofaFilter;
  /** The signed-in user's merchant: its presence makes the body a MOFA search. */
  merchantCode: string;
  /** The order a sortable column asked for; absent or null for the search's own, newest first. */
  sort?: ListSort | null | undefined;
}

export interface MofaPageSearch extends MofaSearch {
  maxCount: number;
  offset: number;
}

/** MOFA payments are CyberSource payments in JOD of every branch, card and method (part 2 §4, §9). */
export const MOFA_CURRENCY = 'JOD';

/**
 * The search filter of part 2 §3 without paging, and the order: an empty text and an unticked box are no
 * condition.
 */
export function mofaSearchBody({ filter, merchantCode, sort }: MofaSearch) {
  const { fromDate, toDate, rrn, authCode, tranRefNo, embassy } = filter;
  return {
    transactionName: 'CS' as const,
    branchId: ALL_BRANCHES,
    cardType: 'All' as const,
    methodType: 'All' as const,
    merchantCode,
    fromDate,
    toDate,
    ...(embassy && { embassy }),
    ...(rrn && { rrn }),
    ...(authCode && { authCode }),
    ...(tranRefNo && { tranRefNo }),
    ...(filter.isChargedBack && { isChargedBack: true }),
    ...(filter.isProcessed && { isProcessed: true }),
    ...(filter.isPreArb && { isPreArb: true }),
    ...orderOf(sort, MOFA_SORT_FIELDS, MOFA_DEFAULT_SORT),
  };
}

export interface MofaPage {
  totalElements: number;
  content: MofaRow[];
  /** The whole filtered set's totals per currency, when the server sends them. */
  totals?: ListTotals | undefined;
}

type SearchRow = EndpointReply<typeof ENDPOINTS.transactionSearch>['content'][number];

function isMofaRow(row: SearchRow): row is MofaRow {
  return 'referenceNumber' in row;
}

export async function getMofaTransactions(search: MofaPageSearch, signal?: AbortSignal): Promise<MofaPage> {
  const reply = await call(ENDPOINTS.transactionSearch, {
    query: { currency: MOFA_CURRENCY },
    body: { maxCount: search.maxCount, offset: search.offset, ...mofaSearchBody(search) },
    signal,
  });
  return {
    totalElements: reply.totalElements,
    content: reply.content.filter(isMofaRow),
    totals: reply.totals,
  };
}

const mofaKey = (search: MofaPageSearch) =>
  [
    'mofa-transactions',
    mofaSearchBody(search),
    { maxCount: search.maxCount, offset: search.offset },
  ] as const;

export function useMofaTransactions(search: MofaPageSearch) {
  return usePagedQuery(mofaKey(search), (signal) => warnedWhenEmpty(getMofaTransactions(search, signal)));
}
