import { describe, expect, it } from 'vitest';
import { parseDay } from './dates.js';
import { dateRangeIssues, transactionFilter } from './schemas/transactions.js';
import { transactionColumns } from './transaction-columns.js';
import {
  BRANCH_TYPES,
  branchTypeOf,
  DCC_TYPES,
  DEFAULT_TRANSACTION_SOURCE,
  SOURCE_CODES,
  sourceSpec,
  TRANSACTION_SOURCES,
  type TransactionSourceSpec,
} from './transaction-sources.js';

const codesWhere = (test: (spec: TransactionSourceSpec) => boolean) =>
  TRANSACTION_SOURCES.filter(test).map((spec) => spec.code);

/** The sources that are stored as themselves: every other source is a view of one of them. */
const STORED = codesWhere((spec) => spec.reads.source === spec.code);

describe('the transaction sources table', () => {
  it('holds each code and each label once, in the select order of part 2 §3', () => {
    expect(SOURCE_CODES).toEqual([
      'M',
      'P',
      'CLIQ',
      'QR',
      'EGIFT',
      'CS',
      'DCC',
      'SP',
      'DCCDETAIL',
      'MR',
      'PR',
      'PS',
      'MS',
    ]);
    expect(new Set(SOURCE_CODES).size).toBe(TRANSACTION_SOURCES.length);
    expect(new Set(TRANSACTION_SOURCES.map((spec) => spec.label)).size).toBe(TRANSACTION_SOURCES.length);
  });

  it('is what the search accepts as transactionName, and nothing else', () => {
    const base = { branchId: 'ALL', cardType: 'All', methodType: 'All', fromDate: '01-03-2026' };
    for (const code of SOURCE_CODES) {
      expect(sourceSpec(code).code).toBe(code);
      const parsed = transactionFilter.safeParse({ ...base, toDate: '02-03-2026', transactionName: code });
      expect(parsed.error?.issues.filter((issue) => issue.path[0] === 'transactionName') ?? []).toEqual([]);
    }
    const unknown = transactionFilter.safeParse({ ...base, toDate: '02-03-2026', transactionName: 'X' });
    expect(unknown.error?.issues.map((issue) => issue.path[0])).toContain('transactionName');
  });

  it('opens on a source of the table', () => {
    expect(SOURCE_CODES).toContain(DEFAULT_TRANSACTION_SOURCE);
  });

  it('reads stored rows only: every view reads a source stored as itself', () => {
    expect(STORED).toEqual(['M', 'P', 'CLIQ', 'QR', 'EGIFT', 'CS', 'SP', 'MR', 'PR']);
    for (const spec of TRANSACTION_SOURCES) expect(STORED).toContain(spec.reads.source);
    expect(
      Object.fromEntries(
        TRANSACTION_SOURCES.filter((spec) => !STORED.includes(spec.code)).map((spec) => [
          spec.code,
          spec.reads,
        ]),
      ),
    ).toEqual({
      DCC: { source: 'P', dccType: null },
      DCCDETAIL: { source: 'P', dccType: DCC_TYPES.dcc },
      PS: { source: 'P', dccType: null },
      MS: { source: 'M', dccType: null },
    });
  });

  it('settlement sources read a stored source by deposit date and show the settlement columns', () => {
    const settlement = TRANSACTION_SOURCES.filter((spec) => spec.isSettlement);
    expect(settlement.map((spec) => spec.code)).toEqual(['PS', 'MS']);
    for (const spec of settlement) {
      expect(spec.reads.source).not.toBe(spec.code);
      expect(STORED).toContain(spec.reads.source);
      expect(spec.columns.set).toBe('settlement');
    }
  });

  it('DCC answers summary rows with its own columns; only summaries show the DCC set', () => {
    expect(codesWhere((spec) => spec.isDccSummary)).toEqual(['DCC']);
    expect(codesWhere((spec) => spec.columns.set === 'dcc')).toEqual(['DCC']);
    expect(transactionColumns('DCC', '4000000101', []).map((column) => column.field)).toContain('hitRate');
  });

  it('names column sets and extras as part 2 §2 lists them', () => {
    expect(codesWhere((spec) => spec.columns.set === 'refund')).toEqual(['MR', 'PR']);
    expect(codesWhere((spec) => spec.columns.set === 'dccDetail')).toEqual(['DCCDETAIL']);
    expect(codesWhere((spec) => spec.columns.extras.includes('deposit'))).toEqual(['M', 'P']);
    expect(codesWhere((spec) => spec.columns.extras.includes('category'))).toEqual(['P']);
    expect(codesWhere((spec) => spec.columns.extras.includes('currency'))).toEqual(['CS']);
    expect(codesWhere((spec) => spec.columns.extras.includes('merchantReference'))).toEqual(['CS']);
    expect(codesWhere((spec) => spec.columns.extras.includes('qr'))).toEqual(['QR']);
    // Extras belong to the standard sets; a source with a set of its own has none.
    for (const spec of TRANSACTION_SOURCES) {
      if (spec.columns.set !== 'standard') expect(spec.columns.extras).toEqual([]);
    }
    expect(codesWhere((spec) => spec.hasSpecialMerchantSummaries)).toEqual(['M', 'P']);
  });

  it('gives the filter bar the rules of part 2 §2 and §4', () => {
    const rules = (test: (filter: TransactionSourceSpec['filter']) => boolean) =>
      codesWhere((spec) => test(spec.filter));
    expect(rules((filter) => filter.datePicker === 'month')).toEqual(['DCC', 'DCCDETAIL']);
    expect(rules((filter) => filter.branches === 'many')).toEqual(['M', 'P', 'SP', 'MR', 'PR']);
    expect(rules((filter) => filter.branches === 'disabled')).toEqual(['DCC']);
    expect(rules((filter) => filter.branches === 'none')).toEqual(['CS']);
    expect(rules((filter) => filter.expandsAllBranches)).toEqual(['M', 'P', 'DCC', 'SP']);
    expect(rules((filter) => filter.cardType === 'locked')).toEqual(['CLIQ', 'QR', 'EGIFT', 'MR', 'PR']);
    expect(rules((filter) => filter.methodType === 'locked')).toEqual([
      'CLIQ',
      'QR',
      'EGIFT',
      'DCCDETAIL',
      'MR',
      'PR',
    ]);
    expect(rules((filter) => filter.hasCurrency)).toEqual(['CS']);
    expect(rules((filter) => filter.hasCategory)).toEqual(['P']);
  });

  it('resets on a switch whatever does not apply to the source', () => {
    for (const { filter } of TRANSACTION_SOURCES) {
      expect(filter.resetsOnSwitch.includes('cardType')).toBe(filter.cardType === 'locked');
      expect(filter.resetsOnSwitch.includes('methodType')).toBe(filter.methodType === 'locked');
      expect(filter.resetsOnSwitch.includes('currency')).toBe(!filter.hasCurrency);
      expect(filter.resetsOnSwitch.includes('category')).toBe(!filter.hasCategory);
    }
    expect(sourceSpec('DCC').filter.resetsOnSwitch).toEqual(['branches', 'currency', 'category']);
    expect(sourceSpec('CS').filter.resetsOnSwitch).toEqual(['branches', 'category']);
    expect(sourceSpec('P').filter.resetsOnSwitch).toEqual(['currency']);
    expect(sourceSpec('EGIFT').filter.resetsOnSwitch).toEqual([
      'cardType',
      'methodType',
      'currency',
      'category',
    ]);
  });

  it('month pickers are the sources whose to date may be today (the date rules read the same table)', () => {
    const today = parseDay('15-03-2026') ?? 0;
    const upToToday = codesWhere(
      (spec) => dateRangeIssues('01-03-2026', '15-03-2026', spec.code, today).length === 0,
    );
    expect(upToToday).toEqual(codesWhere((spec) => spec.filter.datePicker === 'month'));
  });

  it('reads a code outside the table as a plain source', () => {
    expect(sourceSpec('X')).toMatchObject({
      code: 'X',
      label: 'X',
      reads: { source: 'X', dccType: null },
      isSettlement: false,
      isDccSummary: false,
      columns: { set: 'standard', extras: [] },
      filter: { datePicker: 'day', branches: 'one', cardType: 'free', methodType: 'free' },
      hasSpecialMerchantSummaries: false,
    });
  });

  it('answers a branch type of COMMON or CS', () => {
    expect(BRANCH_TYPES.map(branchTypeOf)).toEqual(['COMMON', 'CS']);
    expect(branchTypeOf('OTHER')).toBe('COMMON');
  });
});
