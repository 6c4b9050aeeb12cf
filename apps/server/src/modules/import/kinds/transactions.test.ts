// The transactions kind: the example month loads with its roll-ups equal to its rows, a second load adds
// nothing, and a file with a full card number, a wrong net, a terminal of another branch or a key twice is
// refused whole, naming the line and the column; a file of known and new rows adds only the new.
import { beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../import-file.js';
import { importFolder } from '../import-folder.js';
import { CLI, EXAMPLES, emptyImportDatabase, exampleCsv, kindNamed, withValues } from '../test-support.js';
import { transactionsKindOf } from './transactions.js';

const database = emptyImportDatabase();
const transactions = kindNamed('transactions');
let header = '';
let firstRow = '';

beforeAll(async () => {
  await importFolder(database.db, EXAMPLES, CLI);
  const example = await exampleCsv('transactions.csv');
  header = example.header;
  firstRow = example.records[0] ?? '';
});

function rowWith(changes: Record<string, string>): string {
  return withValues(header, firstRow, changes);
}

const load = (...records: string[]) => database.load(transactions, header, records);

const stored = () => database.count('card_transactions');

describe('card transactions from the bank’s file', () => {
  it('loads the example month with every roll-up equal to its rows', async () => {
    expect(await stored()).toBe(644);
    const [rows] = await database.rows<{ n: number; amount: string; net: string }>(
      `select count(*)::int as n, sum(amount)::text as amount, sum(net_amount)::text as net from card_transactions`,
    );
    const [totals] = await database.rows<{ n: number; amount: string; net: string }>(
      `select sum(tx_count)::int as n, sum(amount_sum)::text as amount, sum(net_sum)::text as net
        from daily_transaction_totals`,
    );
    expect(totals).toEqual(rows);
    const [sales] = await database.rows<{ n: number; amount: string }>(
      `select count(*)::int as n, sum(amount)::text as amount from card_transactions
        where transaction_type <> 'REFUND' and currency = 'JOD'`,
    );
    const [dashboard] = await database.rows<{ n: number; amount: string }>(
      `select sum(tx_count)::int as n, sum(amount_sum)::text as amount from dashboard_daily_totals`,
    );
    expect(dashboard).toEqual(sales);
    expect(await database.count(`card_transactions where masked_pan !~ '^[0-9]{6}[*]{6}[0-9]{4}$'`)).toBe(0);
  });

  it('adds nothing when the same file comes again', async () => {
    const report = await importFile(database.db, transactions, `${EXAMPLES}/transactions.csv`, CLI);
    expect(report).toMatchObject({ outcome: 'unchanged', counts: { added: 0, updated: 0, unchanged: 644 } });
    expect(await stored()).toBe(644);
  });

  it('refuses a full card number anywhere it is looked for, and loads nothing of the file', async () => {
    const report = await load(
      rowWith({ rrn: '700000000001' }),
      rowWith({ rrn: '700000000002', cardNumber: '4111111111111111' }),
      rowWith({ rrn: '700000000003', paymentMethod: 'VISA 4111 1111 1111 1111' }),
      rowWith({ rrn: '700000000004', cardToken: '5105105105105100' }),
    );
    expect(report.outcome).toBe('refused');
    expect(report.problems.map(({ line, field, message }) => [line, field, message])).toEqual([
      [3, 'cardNumber', 'holds a full card number: the portal takes card numbers masked only'],
      [4, 'paymentMethod', 'holds a full card number: the portal takes card numbers masked only'],
      [5, 'cardToken', 'holds a full card number: the portal takes card numbers masked only'],
    ]);
    expect(await stored()).toBe(644);
  });

  it('takes references and tokens whose digits only look like a card number', async () => {
    // 4111111111111111 inside a hex token, and a reference whose digits run to 16 across its dashes.
    const token = `ab${'4111111111111111'}cd`;
    const report = await load(
      rowWith({ rrn: '700000000005', cardToken: token, merchantRef: '0101-20261029-1234' }),
    );
    expect(report).toMatchObject({ outcome: 'loaded', counts: { added: 1 } });
    expect(await stored()).toBe(645);
  });

  it('refuses a net that is not amount less the charges, naming the line and the column', async () => {
    const report = await load(rowWith({ rrn: '700000000011', netAmount: '1.000' }));
    expect(report.problems).toEqual([
      {
        line: 2,
        field: 'netAmount',
        message: expect.stringMatching(/^must be amount − mdrAmount − fixedAmount: \d+\.\d{3}$/),
      },
    ]);
    expect(await stored()).toBe(645);
  });

  it('refuses rows the stored terminals and the file itself contradict', async () => {
    const report = await load(
      rowWith({ rrn: '700000000021', branchId: '090102' }),
      rowWith({ rrn: '700000000022', terminalId: '99999999' }),
      rowWith({ rrn: '700000000023' }),
      rowWith({ rrn: '700000000023' }),
    );
    expect(report.problems.map(({ line, field }) => [line, field])).toEqual([
      [2, 'branchId'],
      [3, 'terminalId'],
      [5, 'source, terminalId, rrn, transactionAt'],
    ]);
    expect(await stored()).toBe(645);
  });

  it('adds only the new rows of a file that repeats stored ones, in their month', async () => {
    const report = await load(
      firstRow,
      rowWith({
        rrn: '700000000031',
        transactionAt: '2025-01-15T22:30:00Z',
        businessDate: '',
        depositDate: '2025-01-16',
      }),
    );
    expect(report).toMatchObject({ outcome: 'loaded', counts: { added: 1, updated: 0, unchanged: 1 } });
    expect(
      await database.rows(
        `select business_date::text as day from card_transactions where rrn = '700000000031'`,
      ),
    ).toEqual([{ day: '2025-01-16' }]);
    expect(await database.count('card_transactions_2025_01')).toBe(1);
  });

  describe('in slices of 3 rows, copied 2 at a time', () => {
    const sliced = transactionsKindOf(3, 2);
    const slicedLoad = async (...rows: string[]) =>
      importFile(
        database.db,
        sliced,
        await database.file('transactions.csv', [header, ...rows].join('\n')),
        CLI,
      );
    const rrns = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => rowWith({ rrn: String(from + n) }));

    it('loads every slice, and leaves out the stored rows of each', async () => {
      const before = await stored();
      const report = await slicedLoad(firstRow, ...rrns(710000000001, 7));
      expect(report).toMatchObject({ outcome: 'loaded', counts: { added: 7, updated: 0, unchanged: 1 } });
      expect(await stored()).toBe(before + 7);
      const [rows] = await database.rows(
        `select count(*)::int as n, sum(amount)::text as amount from card_transactions`,
      );
      const [totals] = await database.rows(
        `select sum(tx_count)::int as n, sum(amount_sum)::text as amount from daily_transaction_totals`,
      );
      expect(totals).toEqual(rows);
    });

    it('refuses a key repeated slices later, and a problem found after slices were moved leaves nothing', async () => {
      const before = await stored();
      const report = await slicedLoad(
        ...rrns(720000000001, 5),
        rowWith({ rrn: '720000000002' }),
        rowWith({ rrn: '720000000009', terminalId: '99999999' }),
      );
      expect(report.problems).toEqual([
        {
          line: 7,
          field: 'source, terminalId, rrn, transactionAt',
          message: 'is already on line 3 of this file',
        },
        { line: 8, field: 'terminalId', message: 'names no terminal stored' },
      ]);
      expect(await stored()).toBe(before);
      expect(await database.count(`card_transactions where rrn like '72000000000%'`)).toBe(0);
    });
  });
});
