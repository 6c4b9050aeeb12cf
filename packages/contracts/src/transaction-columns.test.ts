import { describe, expect, it } from 'vitest';
import { formatCell, modeeColumns, transactionColumns } from './transaction-columns.js';

const fields = (source: string, merchantCode = '4000000101', roles: string[] = ['ROLE_MERCHANT_USER']) =>
  transactionColumns(source, merchantCode, roles).map((column) => column.field);

const CHARGES = ['transactionAmount', 'fixedAmount', 'mdrPercentage', 'mdrAmount', 'netAmount'];
const BASE = [
  'id',
  'transactionDate',
  'transactionTime',
  'merchantRef',
  'tranPaymentMethod',
  'terminalId',
  ...CHARGES,
  'branchName',
];

describe('transaction columns per source (part 2 §2)', () => {
  it('M and P: the default set, id hidden, tranPaymentMethod shown as PAN', () => {
    expect(fields('M')).toEqual(BASE);
    expect(fields('P')).toEqual(BASE);
    expect(transactionColumns('P', '4000000101', []).filter((column) => column.hidden)).toEqual([
      expect.objectContaining({ field: 'id' }),
    ]);
    const pan = transactionColumns('P', '4000000101', []).find((column) => column.headerName === 'PAN');
    expect(pan?.field).toBe('tranPaymentMethod');
  });

  it('the special merchant (code ending 0194) gets Deposit Date and the masked pan on M and P only', () => {
    const special = [
      'id',
      'transactionDate',
      'loadDate',
      'transactionTime',
      'merchantRef',
      'pan',
      'terminalId',
      ...CHARGES,
      'branchName',
    ];
    expect(fields('M', '4000000194')).toEqual(special);
    expect(fields('P', '4000000194')).toEqual(special);
    const deposit = transactionColumns('P', '4000000194', []).find((column) => column.field === 'loadDate');
    expect(deposit?.headerName).toBe('Deposit Date');
    expect(fields('CLIQ', '4000000194')).toEqual(BASE);
    expect(fields('SP', '4000000194')).toEqual(BASE);
  });

  it('P adds Category only for ROLE_CAREEM_USER', () => {
    expect(fields('P', '4000000101', ['ROLE_MERCHANT_USER', 'ROLE_CAREEM_USER'])).toContain('category');
    expect(fields('P', '4000000101', ['ROLE_MERCHANT_USER'])).not.toContain('category');
    expect(fields('M', '4000000101', ['ROLE_CAREEM_USER'])).not.toContain('category');
  });

  it('QR adds transactionId, billNumber and the BNPL fields', () => {
    expect(fields('QR')).toEqual([
      ...BASE,
      'transactionId',
      'billNumber',
      'bnplTxn',
      'bnplMdrValue',
      'bnplAmount',
      'bnplMdrAmount',
    ]);
  });

  it('DCCDETAIL: date, time, transaction id, pan, terminal, the amount as Tran Amount and the share', () => {
    expect(fields('DCCDETAIL')).toEqual([
      'transactionDate',
      'transactionTime',
      'transactionId',
      'pan',
      'terminalId',
      'transactionAmount',
      'share',
    ]);
    const headers = transactionColumns('DCCDETAIL', '4000000194', []).map((column) => column.headerName);
    expect(headers.slice(-2)).toEqual(['Tran Amount', 'Share']);
  });

  it('CS adds the currency; CLIQ, EGIFT and SP use the default set', () => {
    expect(fields('CS')).toEqual([...BASE.slice(0, -1), 'currency', 'branchName']);
    for (const source of ['CLIQ', 'EGIFT', 'SP']) expect(fields(source)).toEqual(BASE);
  });

  it('PR and MR: refund date, references and what was refunded', () => {
    const refund = [
      'id',
      'transactionDate',
      'transactionTime',
      'merchantRef',
      'tranPaymentMethod',
      'terminalId',
      'authCode',
      'rrn',
      'transactionAmount',
      'mdrAmount',
      'netAmount',
      'branchName',
    ];
    expect(fields('PR')).toEqual(refund);
    expect(fields('MR', '4000000194')).toEqual(refund);
    const headers = transactionColumns('PR', '4000000101', []).map((column) => column.headerName);
    expect(headers).toContain('Refund Amount');
  });

  it('PS and MS: deposit date first, then the settled transaction and its charges', () => {
    const settlement = [
      'id',
      'loadDate',
      'transactionDate',
      'transactionTime',
      'tranPaymentMethod',
      'terminalId',
      'transactionAmount',
      'fixedAmount',
      'mdrAmount',
      'netAmount',
      'branchName',
    ];
    expect(fields('PS')).toEqual(settlement);
    expect(fields('MS')).toEqual(settlement);
  });

  it('DCC: one summary row per merchant with counts, amounts, hit rate and share', () => {
    expect(fields('DCC')).toEqual([
      'tranMerchantID',
      'tranMerchantName',
      'pureTxnCount',
      'pureTxnAmount',
      'dccTxnCount',
      'dccTxnAmount',
      'keyTxnCount',
      'keyTxnAmount',
      'hitRate',
      'share',
    ]);
  });

  it("cells: amounts with separators in the row currency's minor units, percentages, counts, slash dates, blanks", () => {
    const cell = (column: Parameters<typeof formatCell>[0], row: object) => formatCell(column, row);
    const amount = { field: 'value', kind: 'amount' } as const;
    expect(cell(amount, { value: 1572134.006 })).toBe('1,572,134.006');
    expect(cell(amount, { value: 3514.92, currency: 'JOD' })).toBe('3,514.920');
    expect(cell(amount, { value: 3446, currency: 'EGP' })).toBe('3,446.00');
    expect(cell(amount, { value: 1200, currency: 'JPY' })).toBe('1,200');
    expect(cell(amount, { value: 0 })).toBe('0.000');
    expect(cell(amount, { value: null })).toBe('');
    expect(cell({ ...amount, currencyField: 'orgCurrency' }, { value: 12.5, orgCurrency: 'USD' })).toBe(
      '12.50',
    );
    expect(cell({ ...amount, currency: 'JOD' }, { value: 12.5, currency: 'USD' })).toBe('12.500');
    expect(cell({ field: 'value', kind: 'percent' }, { value: 2.5 })).toBe('2.50%');
    expect(cell({ field: 'value', kind: 'count' }, { value: 12345 })).toBe('12,345');
    expect(cell({ field: 'value', kind: 'number' }, { value: 1234.5678 })).toBe('1,234.5678');
    expect(cell({ field: 'value', kind: 'slashDate' }, { value: '05-11-2026' })).toBe('05/11/2026');
    expect(cell({ field: 'value', kind: 'text' }, { value: 'x' })).toBe('x');
    expect(cell({ field: 'value', kind: 'text', words: 'cardScheme' }, { value: 'VISA' })).toBe('Visa');
    const net = transactionColumns('P', '4000000101', []).find((column) => column.field === 'netAmount');
    expect(net?.kind).toBe('amount');
    const mdr = transactionColumns('P', '4000000101', []).find((column) => column.field === 'mdrPercentage');
    expect(mdr?.kind).toBe('percent');
  });
});

describe('MoDEE columns (part 2 §2 "MODEE Transactions")', () => {
  const modee = (source: string, roles: string[] = ['MODEE_TRANSACTION_USER']) =>
    modeeColumns(source, roles).map((column) => column.field);
  const MODEE_CHARGES = CHARGES;

  it('PoS and MobiCash: deposit date (DD/MM/YYYY) and the masked pan', () => {
    const expected = [
      'id',
      'transactionDate',
      'loadDate',
      'transactionTime',
      'pan',
      'terminalId',
      ...MODEE_CHARGES,
    ];
    expect(modee('P')).toEqual(expected);
    expect(modee('M')).toEqual(expected);
    const deposit = modeeColumns('P', []).find((column) => column.field === 'loadDate');
    expect(deposit).toMatchObject({ headerName: 'Deposite Date', kind: 'slashDate' });
  });

  it('CS: Merchant Reference Number, tranPaymentMethod as PAN, no deposit date', () => {
    expect(modee('CS')).toEqual([
      'id',
      'transactionDate',
      'transactionTime',
      'merchantRef',
      'tranPaymentMethod',
      'terminalId',
      ...MODEE_CHARGES,
    ]);
    const reference = modeeColumns('CS', []).find((column) => column.field === 'merchantRef');
    expect(reference?.headerName).toBe('Merchant Reference Number');
  });

  it('Category only for ROLE_CAREEM_USER on PoS', () => {
    expect(modee('P', ['ROLE_CAREEM_USER'])).toContain('category');
    expect(modee('M', ['ROLE_CAREEM_USER'])).not.toContain('category');
    expect(modee('P')).not.toContain('category');
  });
});
