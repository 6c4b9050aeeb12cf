// The embassies and MOFA payments kinds: the example embassies and fees load, each fee linked to its stored
// card payment, carrying that payment's card fields, and counted in the daily counts; a later file changes the
// flags and the ministry's later messages only; a fee whose payment is not stored, whose rates do not come to
// what the card was charged, whose payment already paid another fee, at an unknown embassy, or carrying a
// full card number is refused with nothing written.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../import-file.js';
import { importFolder } from '../import-folder.js';
import { CLI, EXAMPLES, emptyImportDatabase, kindNamed } from '../test-support.js';

const database = emptyImportDatabase();
const fees = kindNamed('mofa-payments');
type Fee = Record<string, unknown>;
let first: Fee = {};

beforeAll(async () => {
  await importFolder(database.db, EXAMPLES, CLI);
  const text = await readFile(path.join(EXAMPLES, 'mofa-payments.jsonl'), 'utf8');
  first = JSON.parse(text.split('\n')[0] ?? '{}') as Fee;
});

const feeWith = (changes: Fee): Fee => ({ ...first, ...changes });

async function load(...records: Fee[]) {
  const at = await database.file(
    'mofa-payments.jsonl',
    records.map((record) => JSON.stringify(record)).join('\n'),
  );
  return importFile(database.db, fees, at, CLI);
}

const problemsOf = (report: { problems: { line: number; field: string | null; message: string }[] }) =>
  report.problems.map(({ line, field, message }) => [line, field, message]);

describe('MOFA payments from the ministry’s file', () => {
  it('links every example fee to its card payment and copies the card’s fields and the embassy’s country', async () => {
    expect(await database.count('embassies')).toBe(8);
    expect(await database.count('mofa_payments')).toBe(47);
    expect(
      await database.count(`mofa_payments m join card_transactions c
        on c.business_date = m.card_business_date and c.id = m.card_transaction_id
        join embassies e on e.code = m.embassy_code
        where (m.rrn, m.mrn, m.auth_code, m.masked_pan, m.total_amount_jod, m.currency, m.business_date,
            m.transaction_at, m.country)
          = (c.rrn, c.merchant_ref, c.auth_code, c.masked_pan, c.amount, c.currency, c.business_date,
            c.transaction_at, e.country)
          and m.total_amount = m.amount_in_org_ccy + m.surcharge_amount`),
    ).toBe(47);
    const [rows] = await database.rows(
      `select count(*)::int as n, sum(total_amount_jod)::text as jod,
          count(*) filter (where is_charged_back)::int as charged_back from mofa_payments`,
    );
    const [counts] = await database.rows(
      `select sum(payment_count)::int as n, sum(total_amount_jod_sum)::text as jod,
          sum(payment_count) filter (where is_charged_back)::int as charged_back from mofa_daily_counts`,
    );
    expect(counts).toEqual(rows);
  });

  it('takes a later charge-back and the ministry’s later messages, and nothing else', async () => {
    const later = feeWith({
      isChargedBack: true,
      isPreArb: true,
      mofaPostedTransactions: { postingId: 'PST-LATER', postedOn: '2026-11-02' },
    });
    expect(await load(later)).toMatchObject({ outcome: 'loaded', counts: { added: 0, updated: 1 } });
    expect(await load(later)).toMatchObject({ outcome: 'unchanged' });
    const [stored] = await database.rows(
      `select is_charged_back, is_pre_arb, mofa_posted_transactions from mofa_payments
        where reference_number = '${String(first.referenceNumber)}'`,
    );
    expect(stored).toEqual({
      is_charged_back: true,
      is_pre_arb: true,
      mofa_posted_transactions: '{"postingId":"PST-LATER","postedOn":"2026-11-02"}',
    });
    expect(await database.count(`mofa_daily_counts where is_pre_arb and payment_count = 1`)).toBeGreaterThan(
      0,
    );
    expect(problemsOf(await load(feeWith({ requestNumber: 'REQ-002-0000001' })))).toEqual([
      [
        1,
        'referenceNumber',
        "is a stored payment with other values: only its flags and the ministry's later messages may change",
      ],
    ]);
  });

  it('refuses a fee without its stored payment, of other rates, paid already, at no stored embassy', async () => {
    const report = await load(
      feeWith({ referenceNumber: 'MOFA-NEW-1', paymentRrn: '999999999999' }),
      feeWith({ referenceNumber: 'MOFA-NEW-2', transactionFxRate: '0.950000' }),
      feeWith({ referenceNumber: 'MOFA-NEW-3', embassyCode: '55' }),
    );
    expect(problemsOf(report)).toEqual([
      [1, 'paymentRrn', 'names no stored card payment of this merchant'],
      [2, 'paymentRrn', `paid reference ${String(first.referenceNumber)} already`],
      [
        2,
        'transactionFxRate',
        expect.stringMatching(
          /^with the surcharge comes to \d+\.\d{3} JOD, not the card payment's \d+\.\d{3}$/,
        ),
      ],
      [3, 'embassyCode', 'names no embassy stored'],
      [3, 'paymentRrn', `paid reference ${String(first.referenceNumber)} already`],
      [3, 'paymentRrn', 'pays the fee of line 2 too'],
    ]);
    expect(await database.count('mofa_payments')).toBe(47);
  });

  it('refuses a pre-arbitration without a charge-back and a full card number in a message, line by line', async () => {
    const cybersource = { ...(first.cybersourceTransactionsDetails as Fee), cardNumber: '4111111111111111' };
    const report = await load(
      feeWith({ isChargedBack: false, isPreArb: true }),
      feeWith({ cybersourceTransactionsDetails: cybersource }),
    );
    expect(problemsOf(report)).toEqual([
      [1, 'isPreArb', 'must be false for a payment not charged back'],
      [
        2,
        'cybersourceTransactionsDetails',
        'holds a full card number: the portal takes card numbers masked only',
      ],
    ]);
  });
});

describe('embassies from the ministry’s list', () => {
  it('updates an embassy whose location changed, and only that one', async () => {
    const at = await database.file(
      'embassies.csv',
      'code,location,country\n12,Cairo (New Capital),Egypt\n7,Riyadh,Saudi Arabia\n',
    );
    expect(await importFile(database.db, kindNamed('embassies'), at, CLI)).toMatchObject({
      outcome: 'loaded',
      counts: { added: 0, updated: 1, unchanged: 1 },
    });
    expect(await database.rows(`select location from embassies where code = '12'`)).toEqual([
      { location: 'Cairo (New Capital)' },
    ]);
  });
});
