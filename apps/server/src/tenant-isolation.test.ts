// Tenant isolation, walked over the endpoint table: every call whose request names a merchant, a branch, a
// user, a file or a card transaction is made by a user of another merchant with that reference pointing at
// Zahran's data, and must be refused; the same request with the caller's own reference must succeed, so the
// refusal is the scope's and not a malformed request's. A new call with such a field fails here until it has
// a case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS, pathOf, type Endpoint, type EndpointName } from '@merchant-portal/contracts/endpoints';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import { insertCardTransactions, PLAIN_PAYMENT_EXTRAS } from './modules/transactions/service.js';
import { createHarness, type Harness } from './test/harness.js';
import { defaultSearch } from './test/search-filter.js';

/** Request fields that point at one merchant's data, by the kind of thing they name. */
const REFERENCE_FIELDS: Record<string, 'merchant' | 'branch' | 'user' | 'file' | 'transaction'> = {
  merchantCode: 'merchant',
  merchantId: 'merchant',
  aticoMerchantCode: 'merchant',
  acticoMerchant: 'merchant',
  branchId: 'branch',
  'profile-id': 'branch',
  userName: 'user',
  username: 'user',
  fileName: 'file',
  // A path's bare id is a card transaction's (GET …/transaction/v1/{id}): a call with an id of anything else
  // is walked too, and needs a case of its own.
  id: 'transaction',
};

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function referencesOf(endpoint: Endpoint): string[] {
  const fields = [endpoint.params, endpoint.query, endpoint.body].flatMap(fieldsOf);
  return [...new Set(fields.filter((field) => field in REFERENCE_FIELDS))];
}

const VICTIM = '4000000101';
const VICTIM_USER = `zahran.teller@${VICTIM}`;
const VICTIM_BRANCH = '101';
const ATTACKER = 'petra.admin@4000000194';
const MODEE_ATTACKER = 'modee.user@4000000501';
const MOFA_ATTACKER = 'consular.all@4000000401';
const MOFA_MERCHANT = '4000000401';
const TARGET = 'walk.target';

interface Call {
  query?: Record<string, string>;
  body?: unknown;
  params?: Record<string, string>;
}

/** One endpoint's walk: who calls, the foreign requests (one per reference) and the caller's own. */
interface WalkCase {
  as: string;
  foreign: (ctx: Context) => Call[];
  own: (ctx: Context) => Call;
}

interface Context {
  /** A branch of each caller's own merchant. */
  ownBranch: Record<string, string>;
  search: ReturnType<typeof defaultSearch>;
  day: string;
  /** A completed report's file of the victim's merchant, and one of the attacker's own. */
  reportFile: { victim: string; own: string };
  /** A card transaction id of the victim's merchant, and one of the attacker's own. */
  transaction: { victim: string; own: string };
}

const profile = {
  userType: 'FRONT',
  countryCode: 'JO',
  firstname: 'Walk',
  lastname: 'Target',
  email: 'walk.target@example.com',
  mobile: '0790000000',
  groupList: ['MERCHANT_ADMINS'],
};

const searchCase = (as: string): WalkCase => ({
  as,
  foreign: ({ search }) => [
    { query: { currency: 'JOD' }, body: { ...search, aticoMerchantCode: VICTIM } },
    { query: { currency: 'JOD' }, body: { ...search, branchId: VICTIM_BRANCH } },
  ],
  own: ({ search, ownBranch }) => ({
    query: { currency: 'JOD' },
    body: { ...search, branchId: ownBranch[as] },
  }),
});

const fileCase = (as: string): WalkCase => {
  const search = searchCase(as);
  return {
    as,
    foreign: (ctx) => search.foreign(ctx).map((call) => ({ ...call, params: { format: 'excel' } })),
    own: (ctx) => ({ ...search.own(ctx), params: { format: 'excel' } }),
  };
};

/** The advanced dashboard's calls: the filter's branches (the attacker is given advanced-dashboard:read). */
const advancedCase = (query: Record<string, string>, params?: Record<string, string>): WalkCase => ({
  as: ATTACKER,
  foreign: ({ search }) => [
    {
      query,
      ...(params && { params }),
      body: { fromDate: search.fromDate, toDate: search.toDate, branchId: VICTIM_BRANCH },
    },
  ],
  own: ({ search, ownBranch }) => ({
    query,
    ...(params && { params }),
    body: { fromDate: search.fromDate, toDate: search.toDate, branchId: ownBranch[ATTACKER] },
  }),
});
const CHART_QUERY = { country: 'JO', lang: 'en' };
const REPORT_QUERY = { currency: 'jod', page: '1', size: '100' };

const CASES: Partial<Record<EndpointName, WalkCase>> = {
  updatePassword: {
    as: ATTACKER,
    foreign: () => [
      {
        body: {
          username: VICTIM_USER,
          currentPassword: DEMO_PASSWORD,
          newPassword1: 'Walk#Changed2026',
          newPassword2: 'Walk#Changed2026',
        },
      },
    ],
    own: () => ({
      body: {
        username: ATTACKER,
        currentPassword: DEMO_PASSWORD,
        newPassword1: 'Walk#Changed2026',
        newPassword2: 'Walk#Changed2026',
      },
    }),
  },
  branches: {
    as: ATTACKER,
    foreign: () => [{ query: { acticoMerchant: VICTIM } }],
    own: () => ({ query: { acticoMerchant: 'NOATICO' } }),
  },
  merchantGroup: {
    as: ATTACKER,
    foreign: () => [{ query: { currency: 'JOD', userName: `zahran.admin@${VICTIM}` } }],
    own: () => ({ query: { currency: 'JOD', userName: ATTACKER } }),
  },
  merchantUser: {
    as: ATTACKER,
    foreign: () => [{ body: { userName: VICTIM_USER } }],
    own: () => ({ body: { userName: ATTACKER } }),
  },
  createMerchantUser: {
    as: ATTACKER,
    foreign: () => [
      { body: { ...profile, username: 'walk.intruder', merchantId: VICTIM, password: 'Walk#Target2026' } },
      {
        body: {
          ...profile,
          username: `walk.intruder@${VICTIM}`,
          merchantId: '4000000194',
          password: 'Walk#Target2026',
        },
      },
    ],
    own: () => ({
      body: { ...profile, username: TARGET, merchantId: '4000000194', password: 'Walk#Target2026' },
    }),
  },
  updateMerchantUser: {
    as: ATTACKER,
    foreign: () => [{ body: { ...profile, username: VICTIM_USER } }],
    own: () => ({ body: { ...profile, username: TARGET } }),
  },
  enableMerchantUser: {
    as: ATTACKER,
    foreign: () => [{ body: { userName: VICTIM_USER } }],
    own: () => ({ body: { userName: `${TARGET}@4000000194` } }),
  },
  disableMerchantUser: {
    as: ATTACKER,
    foreign: () => [{ body: { userName: VICTIM_USER } }],
    own: () => ({ body: { userName: `${TARGET}@4000000194` } }),
  },
  deleteMerchantUser: {
    as: ATTACKER,
    foreign: () => [{ body: { username: VICTIM_USER } }],
    own: () => ({ body: { username: `${TARGET}@4000000194` } }),
  },
  transactionSearch: searchCase(ATTACKER),
  transactionFile: fileCase(ATTACKER),
  modeeSearch: searchCase(MODEE_ATTACKER),
  modeeFile: fileCase(MODEE_ATTACKER),
  mofaFile: {
    as: MOFA_ATTACKER,
    foreign: ({ search }) =>
      [{ merchantCode: VICTIM }, { aticoMerchantCode: VICTIM }, { branchId: VICTIM_BRANCH }].map((field) => ({
        query: { currency: 'JOD' },
        params: { format: 'excel' },
        body: { ...search, transactionName: 'CS', merchantCode: MOFA_MERCHANT, ...field },
      })),
    own: ({ search }) => ({
      query: { currency: 'JOD' },
      params: { format: 'excel' },
      body: { ...search, transactionName: 'CS', merchantCode: MOFA_MERCHANT },
    }),
  },
  aggregate: searchCase(ATTACKER),
  aggregateFile: {
    as: ATTACKER,
    foreign: (ctx) =>
      searchCase(ATTACKER)
        .foreign(ctx)
        .map((call) => ({ ...call, query: { currency: 'JOD', report: 'summary', format: 'excel' } })),
    own: (ctx) => ({
      ...searchCase(ATTACKER).own(ctx),
      query: { currency: 'JOD', report: 'summary', format: 'excel' },
    }),
  },
  advancedBranches: advancedCase(CHART_QUERY),
  advancedCustomers: advancedCase(CHART_QUERY),
  advancedMonths: advancedCase(CHART_QUERY),
  advancedTimes: advancedCase(CHART_QUERY),
  advancedWeeks: advancedCase(CHART_QUERY),
  reportByPeriod: advancedCase(REPORT_QUERY),
  reportByMarket: advancedCase(REPORT_QUERY),
  reportByTerminal: advancedCase(REPORT_QUERY),
  reportByVisitation: advancedCase(REPORT_QUERY),
  weeklyActivity: {
    as: ATTACKER,
    foreign: () => [{ query: { currency: 'JOD', 'profile-id': VICTIM_BRANCH } }],
    own: ({ ownBranch }) => ({ query: { currency: 'JOD', 'profile-id': ownBranch[ATTACKER] ?? '' } }),
  },
  advancedReportFile: advancedCase({ currency: 'jod' }, { report: 'report-by-market' }),
  reportRequest: {
    as: ATTACKER,
    foreign: (ctx) => [
      ...searchCase(ATTACKER)
        .foreign(ctx)
        .map((call) => ({ ...call, query: { country: 'JO' } })),
      { query: { country: 'JO' }, body: { ...ctx.search, merchantCode: VICTIM } },
      { query: { country: 'JO' }, body: { ...ctx.search, userName: VICTIM_USER } },
    ],
    own: ({ search, ownBranch }) => ({
      query: { country: 'JO' },
      body: { ...search, branchId: ownBranch[ATTACKER], merchantCode: '4000000194', userName: ATTACKER },
    }),
  },
  reportList: {
    as: ATTACKER,
    foreign: () => [{ query: { country: 'JO', merchantCode: VICTIM } }],
    own: () => ({ query: { country: 'JO', merchantCode: '4000000194' } }),
  },
  reportDownload: {
    as: ATTACKER,
    foreign: ({ reportFile }) => [{ params: { fileName: reportFile.victim }, query: { country: 'JO' } }],
    own: ({ reportFile }) => ({ params: { fileName: reportFile.own }, query: { country: 'JO' } }),
  },
  transactionDetails: {
    as: ATTACKER,
    foreign: ({ transaction }) => [{ params: { id: transaction.victim } }],
    own: ({ transaction }) => ({ params: { id: transaction.own } }),
  },
  transactionDetailsFile: {
    as: ATTACKER,
    foreign: ({ day }) => [
      { query: { merchantCode: VICTIM, transactionName: 'P', fromDate: day, toDate: day } },
    ],
    own: ({ day }) => ({
      query: { merchantCode: '4000000194', transactionName: 'P', fromDate: day, toDate: day },
    }),
  },
};

// Calls made before signing in name the caller themselves (sign-in, first-login reset): no tenant scope yet.
const WALKED = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => {
  const endpoint: Endpoint = ENDPOINTS[name];
  return endpoint.access !== 'public' && endpoint.access !== 'client' && referencesOf(endpoint).length > 0;
});

let h: Harness;
let sessions: Record<string, Record<string, string>>;
const ctx: Context = {
  ownBranch: {},
  search: defaultSearch('', ''),
  day: '',
  reportFile: { victim: '', own: '' },
  transaction: { victim: '', own: '' },
};

function send(name: EndpointName, as: string, call: Call) {
  const endpoint: Endpoint = ENDPOINTS[name];
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return h.app.inject({
    method: endpoint.method,
    url: `${pathOf(endpoint, call.params)}${query}`,
    headers: sessions[as],
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

beforeAll(async () => {
  // With sessions kept between requests, as a deployed server keeps them.
  h = await createHarness({ SESSION_CACHE_SECONDS: '30' });
  // The attacker may read the advanced dashboard too, so its calls are refused for the scope alone.
  await h.database.db.execute(
    sql`insert into user_groups (user_id, group_name)
        select id, 'ADVANCED_DASHBOARD_USERS' from users where username = ${ATTACKER}`,
  );
  sessions = await h.signedIn([ATTACKER, MODEE_ATTACKER, MOFA_ATTACKER]);
  // The MOFA search has no branch to choose: always every branch.
  ctx.ownBranch[MOFA_ATTACKER] = 'ALL';
  const yesterday = todayInAmman() - 1;
  ctx.day = formatDay(yesterday);
  ctx.search = defaultSearch(formatDay(yesterday - 6), ctx.day);
  for (const user of [ATTACKER, MODEE_ATTACKER]) {
    const branches = await h.app.inject({
      method: 'GET',
      url: ENDPOINTS.branches.path,
      headers: sessions[user],
    });
    const [first] = branches.json<{ data: { results: { branchId: string }[] } }>().data.results;
    if (first) ctx.ownBranch[user] = first.branchId;
  }
  ctx.transaction = {
    victim: await cardTransactionOf(VICTIM),
    own: await cardTransactionOf('4000000194'),
  };
});

/** A card sale of yesterday at a branch of the merchant, through the write path: its id. */
async function cardTransactionOf(merchantCode: string): Promise<string> {
  const { rows } = (await h.database.db.execute(
    sql`select branch_id from branches where merchant_code = ${merchantCode} order by branch_id limit 1`,
  )) as { rows: { branch_id: string }[] };
  const branchId = rows[0]?.branch_id ?? '';
  const day = isoDay(todayInAmman() - 1);
  const merchantRef = `WALK-${merchantCode}`;
  await insertCardTransactions(h.database.db, [
    {
      businessDate: day,
      transactionAt: new Date(`${day}T12:00:00+03:00`),
      depositDate: day,
      merchantCode,
      branchId,
      terminalId: `${branchId}01`,
      source: 'P',
      transactionType: 'SALE',
      merchantRef,
      maskedPan: '411111******1111',
      cardToken: 'walk',
      tranPaymentMethod: '411111******1111',
      amount: '10.000',
      fixedAmount: '0.000',
      mdrPercentage: '1.0000',
      mdrAmount: '0.100',
      netAmount: '9.900',
      currency: 'JOD',
      cardScheme: 'VISA',
      cardKind: 'C',
      locality: 'L',
      isBankCustomer: false,
      ...PLAIN_PAYMENT_EXTRAS,
      authCode: '123456',
      rrn: '000000123456',
    },
  ]);
  const found = (await h.database.db.execute(
    sql`select id::text as id from card_transactions where merchant_ref = ${merchantRef}`,
  )) as { rows: { id: string }[] };
  return found.rows[0]?.id ?? '';
}
afterAll(() => h.close());

/** A completed report of each merchant: Zahran's as rows alone (never read), the attacker's written by its job. */
beforeAll(async () => {
  ctx.reportFile.victim =
    'TRANSACTIONS_P_FROM-01-11-2026_TO-02-11-2026_ALL-BRANCHES_walkVictimFile0000000.xlsx';
  await h.database.db.execute(sql`
    with request as (
      insert into report_requests (owner_merchant_code, merchant_code, requested_by_username, requester_roles,
        transaction_name, card_type, method_type, currency, from_date, to_date, status, completed_at)
      values (${VICTIM}, ${VICTIM}, ${`zahran.admin@${VICTIM}`}, '{}', 'P', 'All', 'All', '', '2026-11-01',
        '2026-11-02', 'COMPLETED', now())
      returning id)
    insert into report_files (file_name, request_id, kind)
    select ${ctx.reportFile.victim}, id, 'transactions' from request`);
  const asked = await send('reportRequest', ATTACKER, {
    query: { country: 'JO' },
    body: { ...ctx.search, branchId: ctx.ownBranch[ATTACKER] },
  });
  const { id } = asked.json<{ data: { id: string } }>().data;
  for (let tries = 0; tries < 240 && !ctx.reportFile.own; tries += 1) {
    const list = await send('reportList', ATTACKER, { query: { country: 'JO' } });
    const mine = list
      .json<{ data: { results: { id: string; fileName: string | null }[] } }>()
      .data.results.find((item) => item.id === id);
    if (mine?.fileName) ctx.reportFile.own = mine.fileName;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

describe('tenant isolation over the endpoint table', () => {
  it('has a walk case for every call that takes a merchant, branch, user or file reference', () => {
    expect(WALKED.length).toBeGreaterThan(10);
    expect(WALKED.filter((name) => !CASES[name])).toEqual([]);
    expect(Object.keys(CASES).filter((name) => !WALKED.includes(name as EndpointName))).toEqual([]);
  });

  it.each(WALKED)('%s refuses another merchant’s reference and serves the caller’s own', async (name) => {
    const walk = CASES[name];
    if (!walk) throw new Error(`no walk case for ${name}`);
    expect(ctx.ownBranch[walk.as]).toEqual(expect.any(String));

    for (const call of walk.foreign(ctx)) {
      const response = await send(name, walk.as, call);
      const because = `${name} ${JSON.stringify(call)}: ${response.body}`;
      if (response.statusCode === 400) {
        // A field that cannot even hold another merchant's reference refuses it as invalid.
        const { errors = [] } = response.json<{ errors?: { param: string }[] }>();
        expect(
          errors.map((error) => error.param).filter((param) => param in REFERENCE_FIELDS),
          because,
        ).not.toEqual([]);
      } else {
        expect([403, 404], because).toContain(response.statusCode);
      }
    }
    const own = await send(name, walk.as, walk.own(ctx));
    expect([200, 201], `${name} own: ${own.body}`).toContain(own.statusCode);
  });

  it('left the other merchant’s user as it was', async () => {
    const zahran = await h.signedIn([`zahran.admin@${VICTIM}`]);
    const response = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.merchantUser.path,
      headers: zahran[`zahran.admin@${VICTIM}`],
      payload: { userName: VICTIM_USER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { username: VICTIM_USER, enabled: true, firstName: expect.not.stringMatching(/^Walk$/) },
    });
    await expect(h.signIn(VICTIM_USER)).resolves.toEqual(expect.any(String));
  });
});
