// The advanced dashboard's calls: paging, the Excel files, access, tenant scope, bad filters and fresh
// figures after a load.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  ADVANCED_DATE_MESSAGES,
  type BranchComparison,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import type { EndpointName } from '@merchant-portal/contracts/endpoints';
import { addMonths, formatDay } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { generateDemoTransactions } from '@merchant-portal/demo/transactions/load';
import {
  ANALYST,
  CHART,
  PETRA,
  REPORT,
  TELLER,
  branchIds,
  rawWhere,
  today,
  useAdvancedDashboard,
  yesterday,
} from '../../test/advanced-dashboard.js';

// The calls read the last 40 days.
const { h, rows, post, data } = useAdvancedDashboard(yesterday - 45);

describe('the advanced dashboard calls', () => {
  const recent = { fromDate: formatDay(yesterday - 40), toDate: formatDay(yesterday) };
  const ALL_CALLS: {
    name: EndpointName;
    query: Record<string, string | number | undefined>;
    params?: Record<string, string>;
  }[] = [
    { name: 'advancedBranches', query: CHART },
    { name: 'advancedCustomers', query: CHART },
    { name: 'advancedMonths', query: CHART },
    { name: 'advancedTimes', query: CHART },
    { name: 'advancedWeeks', query: CHART },
    { name: 'reportByPeriod', query: REPORT() },
    { name: 'reportByMarket', query: REPORT() },
    { name: 'reportByTerminal', query: REPORT() },
    { name: 'reportByVisitation', query: REPORT() },
    { name: 'advancedReportFile', query: { currency: 'jod' }, params: { report: 'report-by-terminal' } },
  ];

  it('pages a report from 1, the totals and the count of all rows on every page', async () => {
    const first = await data<{ content: { period: string }[]; totalElements: number; totals: object }>(
      'reportByPeriod',
      ANALYST,
      recent,
      REPORT(1, 7),
    );
    const second = await data<{ content: { period: string }[]; totalElements: number; totals: object }>(
      'reportByPeriod',
      ANALYST,
      recent,
      REPORT(2, 7),
    );
    expect(first.totalElements).toBe(41);
    expect(first.content.map((row) => row.period)).toEqual(
      Array.from({ length: 7 }, (_, i) => formatDay(yesterday - 40 + i)),
    );
    expect(second.content.map((row) => row.period)).toEqual(
      Array.from({ length: 7 }, (_, i) => formatDay(yesterday - 33 + i)),
    );
    expect(second.totals).toEqual(first.totals);
    const past = await data<{ content: unknown[]; totalElements: number }>(
      'reportByPeriod',
      ANALYST,
      recent,
      REPORT(7, 7),
    );
    expect(past).toMatchObject({ content: [], totalElements: 41 });
    // The defaults: page 1 of 100.
    const defaults = await data<{ page: number; size: number }>('reportByPeriod', ANALYST, recent);
    expect([defaults.page, defaults.size]).toEqual([1, 100]);
  });

  it('writes each report as an Excel file with every row, a total row and formula-like texts as text', async () => {
    // A branch name that a spreadsheet would run as a formula.
    const [branch] = await rows<{ id: string; name: string }>(
      `select branch_id as id, branch_name as name from branches where merchant_code = '4000000101' order by 1 limit 1`,
    );
    await rows(
      `update branches set branch_name = '=HYPERLINK("http://x")' where branch_id = '${branch?.id}'`,
    );
    try {
      const body = { ...recent, branchId: `${branch?.id}` };
      const response = await post(
        'advancedReportFile',
        ANALYST,
        body,
        { currency: 'jod' },
        {
          report: 'report-by-terminal',
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="REPORT_BY_TERMINAL_FROM-${recent.fromDate}_TO-${recent.toDate}_${branch?.id}.xlsx"`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Report by Terminal');
      if (!sheet) throw new Error('no sheet');
      const values: unknown[][] = [];
      sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      const report = await data<{
        content: {
          branchId: string;
          branchName: string;
          terminalId: string;
          count: number;
          amount: number;
        }[];
        totals: { count: number; amount: number };
      }>('reportByTerminal', ANALYST, body, REPORT());
      expect(values[0]).toEqual([
        'Branch ID',
        'Branch Name',
        'Terminal ID',
        'Transactions',
        'Amount',
        'Average Ticket',
      ]);
      expect(values.slice(1, -1).map((row) => row.slice(0, 5))).toEqual(
        report.content.map((row) => [row.branchId, row.branchName, row.terminalId, row.count, row.amount]),
      );
      expect(values.at(-1)?.slice(0, 1)).toEqual(['Total']);
      expect(values.at(-1)?.slice(3, 5)).toEqual([report.totals.count, report.totals.amount]);
      const nameCell = sheet.getRow(2).getCell(2);
      expect(nameCell.value).toBe('=HYPERLINK("http://x")');
      expect(nameCell.numFmt).toBe('@');
    } finally {
      await rows(`update branches set branch_name = '${branch?.name}' where branch_id = '${branch?.id}'`);
    }

    for (const report of ['report-by-period', 'report-by-market', 'report-by-visitation']) {
      const response = await post('advancedReportFile', PETRA, recent, { currency: 'jod' }, { report });
      expect(response.statusCode, report).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const json = await data<{ totalElements: number }>(
        report === 'report-by-period'
          ? 'reportByPeriod'
          : report === 'report-by-market'
            ? 'reportByMarket'
            : 'reportByVisitation',
        PETRA,
        recent,
        REPORT(),
      );
      // The header, every row and the total row.
      expect(sheet?.rowCount, report).toBe(json.totalElements + 2);
    }
  });

  it.each(ALL_CALLS)('$name needs advanced-dashboard:read', async ({ name, query, params }) => {
    const response = await post(name, TELLER, recent, query, params);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
  });

  it.each(ALL_CALLS)("$name refuses another merchant's branch", async ({ name, query, params }) => {
    const zahranBranch = branchIds['4000000101']?.[0];
    const response = await post(name, PETRA, { ...recent, branchId: zahranBranch }, query, params);
    expect(response.statusCode).toBe(403);
    const own = await post(name, PETRA, { ...recent, branchId: branchIds['4000000194']?.[0] }, query, params);
    expect(own.statusCode).toBe(200);
  });

  it('shows each merchant its own figures only', async () => {
    const zahran = await data<BranchComparison>('advancedBranches', ANALYST, recent, CHART);
    const petra = await data<BranchComparison>('advancedBranches', PETRA, recent, CHART);
    expect(zahran.branches.map((b) => b.branchId).sort()).toEqual(branchIds['4000000101']);
    expect(petra.branches.map((b) => b.branchId).sort()).toEqual(branchIds['4000000194']);
    expect(petra.merchantCode).toBe('4000000194');
  });

  it.each([
    [
      'a period over 13 months',
      { fromDate: formatDay(addMonths(yesterday, -13) - 1), toDate: formatDay(yesterday) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.spanTooLong,
    ],
    [
      'to before from',
      { fromDate: formatDay(yesterday - 3), toDate: formatDay(yesterday - 5) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.fromAfterTo,
    ],
    [
      'an impossible date',
      { fromDate: '31-02-2026', toDate: formatDay(yesterday) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.invalidDate,
    ],
    [
      'a date in another format',
      { fromDate: '2026-01-01', toDate: formatDay(yesterday) },
      'fromDate',
      ADVANCED_DATE_MESSAGES.invalidDate,
    ],
    [
      'today',
      { fromDate: formatDay(yesterday - 3), toDate: formatDay(today) },
      'toDate',
      ADVANCED_DATE_MESSAGES.toAfterYesterday,
    ],
    ['no from date', { toDate: formatDay(yesterday) }, 'fromDate', MESSAGES.required],
    ['an unknown card type', { ...recent, cardType: 'AMEX' }, 'cardType', undefined],
    ['an unknown bank-customer choice', { ...recent, bankCustomer: 'MAYBE' }, 'bankCustomer', undefined],
    [
      'a malformed branch list',
      { ...recent, branchId: '010101,,x' },
      'branchId',
      'Must be ALL or branch ids',
    ],
  ])('refuses %s with 400 and the field', async (_label, body, param, message) => {
    for (const { name, query, params } of ALL_CALLS) {
      const response = await post(name, ANALYST, body, query, params);
      expect(response.statusCode, name).toBe(400);
      const reply = response.json<{ message: string; errors: { param: string; msg: string }[] }>();
      expect(reply.message).toBe(MESSAGES.validationErrors);
      const error = reply.errors.find((e) => e.param === param);
      expect(error, `${name}: ${response.body}`).toBeDefined();
      if (message) expect(error?.msg).toBe(message);
    }
  });

  it('refuses a page below 1, a page size over 1000 and another currency', async () => {
    for (const query of [
      { currency: 'jod', page: 0 },
      { currency: 'jod', size: 1001 },
      { currency: 'usd' },
    ]) {
      const response = await post('reportByMarket', ANALYST, recent, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await post('advancedBranches', ANALYST, recent, { country: 'AE', lang: 'en' })).statusCode).toBe(
      400,
    );
  });

  it('gives the new figures once more card transactions are loaded, not the ones it kept', async () => {
    const body = { fromDate: formatDay(yesterday - 2), toDate: formatDay(yesterday) };
    const before = await data<BranchComparison>('advancedBranches', ANALYST, body, CHART);
    expect((await data<BranchComparison>('advancedBranches', ANALYST, body, CHART)).totals).toEqual(
      before.totals,
    );
    await generateDemoTransactions(h.database.db, {
      seed: 22,
      fromDay: yesterday,
      toDay: yesterday,
      scale: 0.05,
    });
    const after = await data<BranchComparison>('advancedBranches', ANALYST, body, CHART);
    const [all] = await rows<{ n: number }>(
      `select count(*)::int as n from card_transactions where ${rawWhere('4000000101', body)}`,
    );
    expect(after.totals.count).toBe(all?.n);
    expect(after.totals.count).toBeGreaterThan(before.totals.count);
  });
});
