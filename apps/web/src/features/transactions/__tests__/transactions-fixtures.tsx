// Test data and helpers shared by the transaction screens' tests: rows as the search answers them, the fake
// API with the group, branches, searches and files answered, and rendering as a user with given roles.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { TransactionRow } from '@merchant-portal/contracts/schemas/transactions';
import {
  FakeReply,
  fakeApi,
  type FakeApi,
  type FakeFile,
  type FakeHandler,
  type FakeHandlers,
} from '../../../test/fake-api';
import { TransactionsPage } from '../transactions-page';
import { asUser, renderAs } from '../../../test/page';
import { listScreen } from '../../../test/list-screen';
import { signedInUser } from '../../../test/users';
import { keptColumns, searchPageOf } from '../../../test/replies';

export const USERNAME = 'zahran.admin@4000000101';

export function row(id: string): TransactionRow {
  return {
    id,
    transactionDate: '01-03-2026',
    loadDate: '02-03-2026',
    transactionTime: '10:00:00',
    merchantRef: `REF-${id}`,
    pan: '411111******1111',
    tranPaymentMethod: 'VISA',
    terminalId: 'T1',
    branchId: '101',
    branchName: 'Abdali',
    transactionAmount: 10,
    fixedAmount: 0.1,
    mdrPercentage: 1.5,
    mdrAmount: 0.15,
    netAmount: 9.75,
    currency: 'JOD',
    cardScheme: 'VISA',
    cardType: 'D',
    methodType: 'L',
    transactionType: 'COMMON',
    category: null,
    transactionId: '000000000001',
    billNumber: null,
    bnplTxn: null,
    bnplMdrValue: null,
    bnplAmount: null,
    bnplMdrAmount: null,
    authCode: '123456',
    rrn: '000000000001',
    share: null,
  };
}

type Search = typeof ENDPOINTS.modeeSearch;

// The fake of the test running: server() installs it, readCalls reads it.
let api: FakeApi;

export const FILE_CALLS = [
  'transactionFile',
  'modeeFile',
  'aggregateFile',
  'transactionDetailsFile',
] as const;

/** The merchant group answered: these merchants, all on one page. */
export function groupOf(merchants: Array<{ merchantCode: string; merchantName: string }>) {
  return () => ({
    data: { results: merchants },
    metadata: { pagination: { totalRecords: merchants.length } },
  });
}

const ONE_MERCHANT = [{ merchantCode: '4000000101', merchantName: 'Zahran Market' }];

const TWO_BRANCHES: FakeHandler<typeof ENDPOINTS.branches> = () => ({
  data: {
    results: [
      { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' },
      { branchId: '900', branchName: 'Web Shop', transactionType: 'CS' },
    ],
  },
});

export function server({
  read = () => searchPageOf([]),
  group = ONE_MERCHANT,
  branches = TWO_BRANCHES,
  file = () => ({ content: 'file', merchantCode: '4000000101' }),
  more = {},
}: {
  read?: FakeHandler<Search>;
  group?: Array<{ merchantCode: string; merchantName: string }>;
  branches?: FakeHandler<typeof ENDPOINTS.branches>;
  /** What every file call answers. */
  file?: () => FakeFile | FakeReply | Promise<FakeFile | FakeReply>;
  more?: FakeHandlers;
} = {}): FakeApi {
  api = fakeApi({
    ...keptColumns(),
    merchantGroup: groupOf(group),
    branches,
    transactionSearch: (request) => read(request),
    modeeSearch: read,
    ...Object.fromEntries(FILE_CALLS.map((name) => [name, file])),
    ...more,
  });
  return api;
}

/**
 * The Transactions screen's test kit, shown to a merchant user of a one-merchant group with two branches
 * (`more: { merchantGroup: groupOf(...) }` gives another group).
 */
export function transactionsScreen() {
  return listScreen({
    list: 'transactionSearch',
    file: 'transactionFile',
    emptyList: () => searchPageOf([]),
    merchant: '4000000101',
    render: () => asUser(signedInUser(USERNAME, ['ROLE_MERCHANT_USER']), <TransactionsPage />),
    filters: 'Transaction filters',
    otherCalls: () => ({ merchantGroup: groupOf(ONE_MERCHANT), branches: TWO_BRANCHES }),
  });
}

export function readCalls() {
  return api
    .log()
    .filter(({ name }) => name === 'transactionSearch' || name === 'modeeSearch')
    .map(({ name, request }) => ({
      name,
      query: request.query,
      body: request.body as Record<string, unknown>,
      signal: request.signal,
    }));
}

export function renderPage(roles = ['ROLE_MERCHANT_USER'], username = USERNAME, page = <TransactionsPage />) {
  return renderAs(signedInUser(username, roles), page);
}
