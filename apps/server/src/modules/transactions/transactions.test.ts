import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { useHarness } from '../../test/harness.js';
import { defaultSearch } from '../../test/search-filter.js';

const today = todayInAmman();
const from = formatDay(today - 10);
const to = formatDay(today - 1);

const h = useHarness({
  transactions: { seed: 7, fromDay: today - 10, toDay: today - 1, scale: 0.3 },
  users: [
    'zahran.admin@4000000101',
    'petra.admin@4000000194',
    'rides.admin@4000000601',
    'wings.maker@4000000301',
    'zahran.analyst@4000000101',
  ],
});

const base = defaultSearch(from, to);
type Filter = Record<string, unknown>;
const countOf = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n ?? Number.NaN;

async function read(filter: Filter, user = 'zahran.admin@4000000101', currency = '') {
  return h.app.inject({
    method: 'POST',
    url: `/merchant/transaction/v1/read?currency=${currency}`,
    headers: h.sessions[user],
    payload: filter,
  });
}

/** An independent count; the settlement views (PS, MS) select by deposit day instead of business day. */
async function sqlCount(where: string, day: 'business_date' | 'deposit_date' = 'business_date') {
  const iso = (d: string) => d.split('-').reverse().join('-');
  const result = await h.database.db.execute(
    sql.raw(
      `select count(*)::int as n from card_transactions where ${day} between '${iso(from)}' and '${iso(to)}' and ${where}`,
    ),
  );
  return countOf(result);
}

/** DD-MM-YYYY → YYYYMMDD, which sorts as the day does. */
const sortable = (ddmmyyyy: string) => ddmmyyyy.split('-').reverse().join('');

describe('POST /merchant/transaction/v1/read', () => {
  it.each<[string, Filter, string]>([
    ['source only', {}, "merchant_code = '4000000101' and source = 'P'"],
    ['Visa', { cardType: 'VISA' }, "merchant_code = '4000000101' and source = 'P' and card_scheme = 'VISA'"],
    [
      'Mastercard',
      { cardType: 'MasterCard' },
      "merchant_code = '4000000101' and source = 'P' and card_scheme = 'MASTERCARD'",
    ],
    ['local', { methodType: 'Local' }, "merchant_code = '4000000101' and source = 'P' and locality = 'L'"],
    [
      'international',
      { methodType: 'International' },
      "merchant_code = '4000000101' and source = 'P' and locality = 'I'",
    ],
    [
      'one branch',
      { branchId: '010102' },
      "merchant_code = '4000000101' and source = 'P' and branch_id = '010102'",
    ],
    [
      'two branches',
      { branchId: '010101,010103' },
      "merchant_code = '4000000101' and source = 'P' and branch_id in ('010101','010103')",
    ],
    [
      'combined',
      { branchId: '010101,010102', cardType: 'VISA', methodType: 'Local' },
      "merchant_code = '4000000101' and source = 'P' and branch_id in ('010101','010102') and card_scheme = 'VISA' and locality = 'L'",
    ],
    ['QR', { transactionName: 'QR' }, "merchant_code = '4000000101' and source = 'QR'"],
    ['refunds', { transactionName: 'PR' }, "merchant_code = '4000000101' and source = 'PR'"],
    [
      'DCC details',
      { transactionName: 'DCCDETAIL' },
      "merchant_code = '4000000101' and source = 'P' and dcc_type = 'DCC'",
    ],
    [
      'the group member',
      { aticoMerchantCode: '4000000102' },
      "merchant_code = '4000000102' and source = 'P'",
    ],
  ])('counts %s exactly as SQL does', async (_name, filter, where) => {
    const response = await read({ ...base, ...filter, maxCount: 1000 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = await sqlCount(where);
    expect(expected).toBeGreaterThan(0);
    expect(body.totalElements).toBe(expected);
    expect(body.content.length).toBe(Math.min(expected, 1000));
  });

  it.each<[string, Filter, string]>([
    ['PoS settlement', { transactionName: 'PS' }, "merchant_code = '4000000101' and source = 'P'"],
    ['MobiCash settlement', { transactionName: 'MS' }, "merchant_code = '4000000101' and source = 'M'"],
    [
      'PoS settlement of one branch, Visa',
      { transactionName: 'PS', branchId: '010102', cardType: 'VISA' },
      "merchant_code = '4000000101' and source = 'P' and branch_id = '010102' and card_scheme = 'VISA'",
    ],
  ])('counts %s by deposit day exactly as SQL does', async (_name, filter, where) => {
    const body = (await read({ ...base, ...filter, maxCount: 1000 })).json();
    const expected = await sqlCount(where, 'deposit_date');
    expect(expected).toBeGreaterThan(0);
    expect(expected).not.toBe(await sqlCount(where));
    expect(body.totalElements).toBe(expected);
    expect(body.content.length).toBe(Math.min(expected, 1000));
  });

  it.each<[string, Filter, string, string]>([
    ['the default view', {}, "merchant_code = '4000000101' and source = 'P'", 'business_date'],
    [
      'two branches, Visa',
      { branchId: '010101,010103', cardType: 'VISA' },
      "merchant_code = '4000000101' and source = 'P' and branch_id in ('010101','010103') and card_scheme = 'VISA'",
      'business_date',
    ],
    [
      'PoS settlement',
      { transactionName: 'PS' },
      "merchant_code = '4000000101' and source = 'P'",
      'deposit_date',
    ],
    [
      'DCC details',
      { transactionName: 'DCCDETAIL' },
      "merchant_code = '4000000101' and source = 'P' and dcc_type = 'DCC'",
      'business_date',
    ],
  ])(
    'pages %s deep exactly as an OFFSET over the rows does, across day boundaries',
    async (_name, filter, where, day) => {
      const iso = (d: string) => d.split('-').reverse().join('-');
      const ordered = await h.database.db.execute(
        sql.raw(
          `select id::text, ${day}::text as day from card_transactions where ${day} between '${iso(from)}' and '${iso(to)}' and ${where} order by ${day} desc, transaction_at desc, id desc`,
        ),
      );
      const rows = (ordered as { rows: { id: string; day: string }[] }).rows;
      expect(rows.length).toBeGreaterThan(50);
      // Offsets just before, at and just after where each day begins, and the last rows.
      const dayStarts = rows.flatMap((row, index) =>
        index > 0 && rows[index - 1]?.day !== row.day ? [index] : [],
      );
      expect(dayStarts.length).toBeGreaterThan(3);
      const offsets = [
        1,
        7,
        ...dayStarts.flatMap((start) => [start - 3, start, start + 1]),
        rows.length - 4,
        rows.length - 1,
      ];
      for (const offset of offsets) {
        const body = (await read({ ...base, ...filter, maxCount: 7, offset })).json();
        expect(body.totalElements).toBe(rows.length);
        expect(body.content.map((row: { id: string }) => row.id)).toEqual(
          rows.slice(offset, offset + 7).map((row) => row.id),
        );
      }
      const past = (await read({ ...base, ...filter, maxCount: 7, offset: rows.length })).json();
      expect(past.content).toEqual([]);
    },
  );

  it('orders the settlement view by deposit day, newest first', async () => {
    const first = (await read({ ...base, transactionName: 'PS', maxCount: 50, offset: 0 })).json();
    const second = (await read({ ...base, transactionName: 'PS', maxCount: 50, offset: 50 })).json();
    const rows = [...first.content, ...second.content] as { loadDate: string; transactionTime: string }[];
    const days = rows.map((row) => sortable(row.loadDate));
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(rows.map((row) => JSON.stringify(row))).size).toBe(100);
  });

  it('starts a range that ends early at its own last day, and keeps to its days', async () => {
    const [earlyFrom, earlyTo] = [formatDay(today - 10), formatDay(today - 6)];
    const body = (await read({ ...base, fromDate: earlyFrom, toDate: earlyTo, maxCount: 100 })).json();
    const days = (body.content as { transactionDate: string }[]).map((row) => sortable(row.transactionDate));
    expect(days[0]).toBe(sortable(earlyTo));
    expect(days).toEqual([...days].sort().reverse());
    expect(days.every((day) => day >= sortable(earlyFrom) && day <= sortable(earlyTo))).toBe(true);
  });

  it('filters the CyberSource currency', async () => {
    const response = await read({ ...base, transactionName: 'CS' }, 'zahran.admin@4000000101', 'USD');
    expect(response.json().totalElements).toBe(
      await sqlCount("merchant_code = '4000000101' and source = 'CS' and currency = 'USD'"),
    );
    expect(response.json().content.every((row: { currency: string }) => row.currency === 'USD')).toBe(true);
  });

  it('filters the ride category', async () => {
    const response = await read({ ...base, category: 'Comfort', maxCount: 1000 }, 'rides.admin@4000000601');
    const expected = await sqlCount("merchant_code = '4000000601' and source = 'P' and category = 'Comfort'");
    expect(response.json().totalElements).toBe(expected);
    expect(response.json().content.every((row: { category: string }) => row.category === 'Comfort')).toBe(
      true,
    );
  });

  it('pages newest first without overlap, and the total does not depend on the page', async () => {
    const first = (await read({ ...base, maxCount: 20, offset: 0 })).json();
    const second = (await read({ ...base, maxCount: 20, offset: 20 })).json();
    expect(second.totalElements).toBe(first.totalElements);
    const ids = [...first.content, ...second.content].map((row: { id: string }) => row.id);
    expect(new Set(ids).size).toBe(40);
    const stamps = [...first.content, ...second.content].map(
      (row: { transactionDate: string; transactionTime: string }) =>
        `${sortable(row.transactionDate)}${row.transactionTime}`,
    );
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('returns each source its fields, and card numbers masked only', async () => {
    const qr = (await read({ ...base, transactionName: 'QR' })).json().content[0];
    expect(qr.transactionId).toMatch(/^QR\d+/);
    expect(qr.billNumber).toMatch(/^B\d+/);
    expect(['Y', 'N']).toContain(qr.bnplTxn);
    const rides = (await read(base, 'rides.admin@4000000601')).json().content[0];
    expect(['Economy', 'Comfort', 'Business', 'Delivery']).toContain(rides.category);
    const rows = (await read({ ...base, maxCount: 1000 })).json().content;
    for (const row of rows) {
      expect(row.pan).toMatch(/^\d{6}\*{6}\d{4}$/);
      expect(row.tranPaymentMethod).toMatch(/^\d{6}\*{6}\d{4}$/);
      expect(row.netAmount).toBeCloseTo(row.transactionAmount - row.mdrAmount - row.fixedAmount, 3);
    }
    const stored = await h.database.db.execute(
      sql.raw(
        "select count(*)::int as n from card_transactions where masked_pan !~ '^[0-9]{6}[*]{6}[0-9]{4}$'",
      ),
    );
    expect(countOf(stored)).toBe(0);
  });

  it('summarises DCC per merchant as SQL does', async () => {
    const body = (await read({ ...base, transactionName: 'DCC' })).json();
    expect(body.totalElements).toBe(1);
    const [row] = body.content;
    expect(row.tranMerchantID).toBe('4000000101');
    expect(row.dccTxnCount).toBe(
      await sqlCount("merchant_code = '4000000101' and source = 'P' and dcc_type = 'DCC'"),
    );
    expect(row.pureTxnCount).toBe(
      await sqlCount("merchant_code = '4000000101' and source = 'P' and dcc_type = 'PURE'"),
    );
    expect(row.hitRate).toBeCloseTo((row.dccTxnCount / (row.dccTxnCount + row.pureTxnCount)) * 100, 1);
  });

  it("gives each DCC detail its RRN as the transaction id and the merchant's share as stored", async () => {
    const body = (await read({ ...base, transactionName: 'DCCDETAIL', maxCount: 1000 })).json();
    const rows = body.content as { id: string; transactionId: string; share: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    const stored = await h.database.db.execute(
      sql.raw(
        `select id::text, rrn, dcc_share::float8 as share from card_transactions where id in (${rows.map((row) => row.id).join(',')})`,
      ),
    );
    const byId = new Map(
      (stored as { rows: { id: string; rrn: string; share: number | null }[] }).rows.map((row) => [
        row.id,
        row,
      ]),
    );
    for (const row of rows) {
      const expected = byId.get(row.id);
      expect(row.transactionId).toBe(expected?.rrn);
      expect(expected?.share).toBeGreaterThan(0);
      expect(row.share).toBe(expected?.share);
    }
  });

  it('enforces the date rules with their texts', async () => {
    const todayText = formatDay(today);
    const tooLate = await read({ ...base, toDate: todayText });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().errors).toContainEqual({ param: 'toDate', msg: DATE_MESSAGES.toAfterYesterday });
    const tooLong = await read({ ...base, fromDate: formatDay(today - 40) });
    expect(tooLong.json().errors).toContainEqual({ param: 'fromDate', msg: DATE_MESSAGES.spanTooLong });
    const missing = await read({ fromDate: from, toDate: to });
    expect(
      missing
        .json()
        .errors.map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['branchId', 'cardType', 'methodType', 'transactionName']);
    const noCurrency = await h.app.inject({
      method: 'POST',
      url: '/merchant/transaction/v1/read',
      headers: h.sessions['zahran.admin@4000000101'],
      payload: base,
    });
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json().message).toBe('Invalid params: currency');
  });

  it("never returns another merchant's data", async () => {
    const other = await read({ ...base, aticoMerchantCode: '4000000194' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.forbidden);
    const foreignBranch = await read({ ...base, branchId: '019401' });
    expect(foreignBranch.statusCode).toBe(403);
    const mixed = await read({ ...base, branchId: '010101,019401' });
    expect(mixed.statusCode).toBe(403);
    const petra = (await read({ ...base, maxCount: 1000 }, 'petra.admin@4000000194')).json();
    expect(petra.content.length).toBeGreaterThan(0);
    expect(petra.content.every((row: { branchId: string }) => row.branchId.startsWith('0194'))).toBe(true);
    // A member of a group cannot reach its parent.
    const parent = await read({ ...base, aticoMerchantCode: '4000000101' }, 'petra.admin@4000000194');
    expect(parent.statusCode).toBe(403);
  });

  it('masks a full card number on the way out, even one that reached the database by another path', async () => {
    const first = (await read({ ...base, maxCount: 1 }, 'petra.admin@4000000194')).json().content[0];
    // A manual fix or a bad import wrote a full number, past ingestion's check.
    await h.database.db.execute(
      sql`update card_transactions set masked_pan = '4111111111111111', tran_payment_method = '4111 1111 1111 1111' where id = ${Number(first.id)}`,
    );
    const again = (await read({ ...base, maxCount: 1 }, 'petra.admin@4000000194')).json().content[0];
    expect(again.id).toBe(first.id);
    expect(again.pan).toBe('411111******1111');
    expect(again.tranPaymentMethod).toBe('411111******1111');
  });

  it('needs transactions:read', async () => {
    expect((await read(base, 'wings.maker@4000000301')).statusCode).toBe(403);
    expect((await read(base, 'zahran.analyst@4000000101')).statusCode).toBe(403);
  });
});

describe('branches and merchant group', () => {
  const get = (url: string, user = 'zahran.admin@4000000101') =>
    h.app.inject({ method: 'GET', url, headers: h.sessions[user] });

  it("lists the merchant's branches, and a group member's on request", async () => {
    const own = (await get('/merchant/merchant/v1/branches?acticoMerchant=NOATICO')).json().data.results;
    expect(own).toHaveLength(12);
    expect(own[0]).toEqual({ branchId: '010101', branchName: 'Abdoun', transactionType: 'COMMON' });
    expect(own.find((b: { branchName: string }) => b.branchName === 'Online Store').transactionType).toBe(
      'CS',
    );
    const member = (await get('/merchant/merchant/v1/branches?acticoMerchant=4000000102')).json().data
      .results;
    expect(member.map((b: { branchId: string }) => b.branchId)).toEqual([
      '010201',
      '010202',
      '010203',
      '010204',
    ]);
    expect((await get('/merchant/merchant/v1/branches?acticoMerchant=4000000194')).statusCode).toBe(403);
  });

  it("returns the user's merchant group, own merchant first, for the user only", async () => {
    const reply = (
      await get(
        '/merchant/merchant/v1/merchant-group?page=0&size=50000&currency=JOD&userName=zahran.admin@4000000101',
      )
    ).json();
    expect(reply).toEqual({
      data: {
        results: [
          { merchantCode: '4000000101', merchantName: 'Zahran Hypermarkets' },
          { merchantCode: '4000000102', merchantName: 'Zahran Express' },
        ],
      },
      metadata: { pagination: { totalRecords: 2 } },
    });
    const petra = (
      await get(
        '/merchant/merchant/v1/merchant-group?currency=JOD&userName=petra.admin@4000000194',
        'petra.admin@4000000194',
      )
    ).json();
    expect(petra.data.results).toEqual([{ merchantCode: '4000000194', merchantName: 'Petra Fuel Stations' }]);
    expect(
      (await get('/merchant/merchant/v1/merchant-group?currency=JOD&userName=petra.admin@4000000194'))
        .statusCode,
    ).toBe(403);
  });
});
