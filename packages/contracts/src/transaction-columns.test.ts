import { describe, expect, it } from 'vitest';
import { formatAmount, gridRowId, HIDDEN_COLUMNS, transactionColumns } from '../columns';

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
    expect(HIDDEN_COLUMNS).toEqual({ id: false });
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

  it('DCCDETAIL: date, time, transaction id, pan, terminal and the amount as Tran Amount', () => {
    expect(fields('DCCDETAIL')).toEqual([
      'transactionDate',
      'transactionTime',
      'transactionId',
      'pan',
      'terminalId',
      'transactionAmount',
    ]);
    const tran = transactionColumns('DCCDETAIL', '4000000194', []).at(-1);
    expect(tran?.headerName).toBe('Tran Amount');
  });

  it('CS adds the currency; CLIQ, EGIFT, SP, MR, PR, PS and MS use the default set', () => {
    expect(fields('CS')).toEqual([...BASE.slice(0, -1), 'currency', 'branchName']);
    for (const source of ['CLIQ', 'EGIFT', 'SP', 'MR', 'PR', 'PS', 'MS'])
      expect(fields(source)).toEqual(BASE);
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
    const summary = {
      tranMerchantID: '4000000101',
      tranMerchantName: 'Zahran Hypermarkets',
      pureTxnCount: 1,
      pureTxnAmount: 1,
      dccTxnCount: 1,
      dccTxnAmount: 1,
      keyTxnCount: 0,
      keyTxnAmount: 0,
      hitRate: 50,
      share: 50,
    };
    expect(gridRowId(summary)).toBe('4000000101');
  });

  it('amounts show 3 decimals', () => {
    expect(formatAmount(12.5)).toBe('12.500');
    expect(formatAmount(0)).toBe('0.000');
    expect(formatAmount(null)).toBe('');
    const net = transactionColumns('P', '4000000101', []).find((column) => column.field === 'netAmount');
    expect(net?.type).toBe('number');
    expect((net?.valueFormatter as (value: number) => string)(1.5)).toBe('1.500');
  });
});
