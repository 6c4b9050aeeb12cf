// The airports and bookings kinds: the example bookings load with their per-day counts equal to their rows; a
// later file changes a booking's payment and notification statuses only, and never undoes what a maker did
// in the portal; a booking between unknown airports, an impossible trip, a changed booking or a full card
// number is refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../import-file.js';
import { importFolder } from '../import-folder.js';
import { CLI, EXAMPLES, emptyImportDatabase, exampleCsv, kindNamed, withValues } from '../test-support.js';

const database = emptyImportDatabase();
const bookings = kindNamed('bookings');
let header = '';
let records: string[] = [];

beforeAll(async () => {
  await importFolder(database.db, EXAMPLES, CLI);
  ({ header, records } = await exampleCsv('bookings.csv'));
});

const valueOf = (record: string, name: string) => record.split(',')[header.split(',').indexOf(name)] ?? '';
/** The first example booking whose column `name` holds `value`. */
function exampleWith(name: string, value: string): string {
  const found = records.find((record) => valueOf(record, name) === value);
  if (!found) throw new Error(`no example booking with ${name} ${value}`);
  return found;
}
const load = (...lines: string[]) => database.load(bookings, header, lines);
const statusOf = async (record: string) =>
  database.rows<{ payment_status: string; notification_status: string }>(
    `select payment_status, notification_status from bookings
      where booking_ref_no = '${valueOf(record, 'bookingRefNo')}'`,
  );
const problemsOf = (report: { problems: { line: number; field: string | null; message: string }[] }) =>
  report.problems.map(({ line, field, message }) => [line, field, message]);

describe('bookings from the airline’s file', () => {
  it('loads the example bookings between the example airports, counted per day', async () => {
    expect(await database.count('airports')).toBe(8);
    expect(await database.count(`bookings where merchant_code = '4000000903'`)).toBe(45);
    expect(
      await database.rows(
        `select created_day::text as day, count(*)::int as n from bookings group by 1
         except select day::text, booking_count from booking_daily_counts`,
      ),
    ).toEqual([]);
    expect(await database.rows(`select sum(booking_count)::int as n from booking_daily_counts`)).toEqual([
      { n: 45 },
    ]);
  });

  it('takes the airline’s later statuses, but never over what a maker did in the portal', async () => {
    const timedOut = exampleWith('paymentStatus', 'PAYMENT_TIMEOUT');
    const settled = withValues(header, timedOut, { paymentStatus: 'PAYMENT_COMPLETED' });
    expect(await load(settled)).toMatchObject({ outcome: 'loaded', counts: { added: 0, updated: 1 } });
    expect(await statusOf(timedOut)).toEqual([
      { payment_status: 'PAYMENT_COMPLETED', notification_status: valueOf(timedOut, 'notificationStatus') },
    ]);
    expect(await load(settled)).toMatchObject({ outcome: 'unchanged' });

    const other = records.filter((record) => valueOf(record, 'paymentStatus') === 'PAYMENT_TIMEOUT')[1] ?? '';
    await database.rows(
      `update bookings set payment_status = 'PAYMENT_FAILED', updated_by = 'wings.maker@4000000903',
        updated_at = now() where booking_ref_no = '${valueOf(other, 'bookingRefNo')}'`,
    );
    const airline = withValues(header, other, {
      paymentStatus: 'PAYMENT_COMPLETED',
      notificationStatus: 'FAILED',
    });
    expect(await load(airline)).toMatchObject({ outcome: 'loaded', counts: { updated: 1 } });
    expect(await statusOf(other)).toEqual([
      { payment_status: 'PAYMENT_FAILED', notification_status: 'FAILED' },
    ]);
    expect(await database.rows(`select sum(booking_count)::int as n from booking_daily_counts`)).toEqual([
      { n: 45 },
    ]);

    expect(problemsOf(await load(withValues(header, timedOut, { ticketAmount: '1.000' })))).toEqual([
      [
        2,
        'bookingRefNo',
        'is a stored booking with other values: only its payment and notification statuses may change',
      ],
    ]);
  });

  it('refuses unknown airports, an impossible trip and a full card number, line by line, and loads none', async () => {
    const base = records[0] ?? '';
    const fresh = (n: number, changes: Record<string, string>) =>
      withValues(header, base, { bookingRefNo: `NEW00${n}`, ...changes });
    const report = await load(
      fresh(1, { tripType: 'ROUND_TRIP', returnDate: '' }),
      fresh(2, { adults: '1', infants: '2' }),
      fresh(3, { remarks: 'card 4111 1111 1111 1111' }),
      fresh(4, { cardNumber: '4111111111111111' }),
      fresh(5, {}),
    );
    expect(problemsOf(report)).toEqual([
      [2, 'returnDate', 'is required'],
      [3, 'infants', 'are more than the adults'],
      [4, 'remarks', 'holds a full card number: the portal takes card numbers masked only'],
      [5, 'cardNumber', 'holds a full card number: the portal takes card numbers masked only'],
    ]);
    // What one line cannot show is checked once every line is good.
    expect(problemsOf(await load(fresh(6, {}), fresh(7, { destinationCode: 'ZZZ' })))).toEqual([
      [3, 'destinationCode', 'names no airport stored'],
    ]);
    expect(await database.count('bookings')).toBe(45);
  });
});

describe('airports from the airline’s list', () => {
  it('refuses a code that is not an IATA code, and updates a changed name', async () => {
    const airports = kindNamed('airports');
    const head = 'code,name,airportName,cityName,countryName';
    const wrong = await database.file('airports.csv', `${head}\nAM,Amman,Queen Alia,Amman,Jordan\n`);
    expect(problemsOf(await importFile(database.db, airports, wrong, CLI))).toEqual([
      [2, 'code', 'must be the airport’s three-letter IATA code, such as AMM'],
    ]);
    const renamed = await database.file(
      'airports.csv',
      `${head}\nDOH,Doha Hamad,Hamad International Airport,Doha,Qatar\n`,
    );
    expect(await importFile(database.db, airports, renamed, CLI)).toMatchObject({
      outcome: 'loaded',
      counts: { updated: 1 },
    });
  });
});
