// The pre-auth kind: the example holds load with their daily counts, a capture coming in a later file is added
// to its stored hold (once), and a hold that changes, a capture above the hold or a capture that changes are
// refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../import-folder.js';
import { CLI, EXAMPLES, emptyImportDatabase, exampleCsv, kindNamed, withValues } from '../test-support.js';

const database = emptyImportDatabase();
const preAuth = kindNamed('pre-auth');
let header = '';
let uncaptured = '';

beforeAll(async () => {
  await importFolder(database.db, EXAMPLES, CLI);
  const example = await exampleCsv('pre-auth.csv');
  header = example.header;
  uncaptured = example.records.at(-1) ?? '';
});

function holdWith(changes: Record<string, string>): string {
  return withValues(header, uncaptured, changes);
}

const load = (...records: string[]) => database.load(preAuth, header, records);

describe('pre-authorisation holds from the bank’s file', () => {
  it('loads the example holds, captured or not, with daily counts equal to the rows', async () => {
    expect(await database.count('pre_authorisations')).toBe(13);
    expect(await database.count('pre_authorisations where captured_at is not null')).toBe(9);
    const [rows] = await database.rows(
      `select count(*)::int as n, sum(amount)::text as held, sum(coalesce(captured_amount, 0))::text as captured
        from pre_authorisations`,
    );
    const [counts] = await database.rows(
      `select sum(hold_count)::int as n, sum(amount_sum)::text as held, sum(captured_sum)::text as captured
        from pre_auth_daily_counts`,
    );
    expect(counts).toEqual(rows);
  });

  it('adds a capture that comes later to its hold, once', async () => {
    const transactionId = holdWith({}).split(',')[3] ?? '';
    const capture = holdWith({ capturedAt: '2026-11-28T09:00:00+03:00', capturedAmount: '40.000' });
    expect(await load(capture)).toMatchObject({ outcome: 'loaded', counts: { added: 0, updated: 1 } });
    expect(await load(capture)).toMatchObject({ outcome: 'unchanged', counts: { unchanged: 1 } });
    expect(
      await database.rows(
        `select captured_amount::text as amount from pre_authorisations where transaction_id = '${transactionId}'`,
      ),
    ).toEqual([{ amount: '40.000' }]);
    // An older file without the capture leaves it as it is.
    expect(await load(uncaptured)).toMatchObject({ outcome: 'unchanged' });
  });

  it('refuses a hold that changes, a capture that changes and one above the hold', async () => {
    const report = await load(
      holdWith({ amount: '99.000' }),
      holdWith({
        transactionId: 'PA202611280099',
        capturedAt: '2026-11-28T09:00:00+03:00',
        capturedAmount: '500.000',
      }),
    );
    expect(report.problems.map(({ line, field, message }) => [line, field, message])).toEqual([
      [3, 'capturedAmount', 'is more than the amount held'],
    ]);
    const stored = await load(holdWith({ amount: '99.000' }));
    expect(stored.problems).toEqual([
      {
        line: 2,
        field: 'transactionId',
        message:
          'is a stored hold with other values: a hold does not change, only its capture may come later',
      },
    ]);
    const recaptured = await load(
      holdWith({ capturedAt: '2026-11-28T09:00:00+03:00', capturedAmount: '41.000' }),
    );
    expect(recaptured.problems).toEqual([
      { line: 2, field: 'capturedAt', message: 'differs from the stored capture, which does not change' },
    ]);
    expect(await database.count('pre_authorisations')).toBe(13);
  });
});
