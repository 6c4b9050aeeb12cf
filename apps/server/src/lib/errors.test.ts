import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.js';

/** An error as the driver raises it: SQLSTATE (or socket code) in `code`, wrapped the way Drizzle wraps it. */
function driverError(code: string, message = 'failed'): Error {
  const cause = Object.assign(new Error(message), { code });
  return new Error('Failed query: select 1', { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['database does not exist', '3D000'],
    ['too many connections', '53300'],
    ['admin shutdown', '57P01'],
    ['crash shutdown', '57P02'],
    ['cannot connect now', '57P03'],
    ['statement timeout', '57014'],
    ['connection failure', '08006'],
    ['relation does not exist (schema missing)', '42P01'],
    ['schema does not exist', '3F000'],
    ['connection refused', 'ECONNREFUSED'],
    ['connection reset', 'ECONNRESET'],
    ['host unreachable', 'EHOSTUNREACH'],
  ])('%s (%s) is the database being unavailable', (_name, code) => {
    expect(isDatabaseUnavailable(driverError(code))).toBe(true);
  });

  it('looks inside an AggregateError (a host name with several addresses, one refusal each)', () => {
    const refused = Object.assign(new Error('connect failed'), { code: 'ECONNREFUSED' });
    const aggregate = new AggregateError([new Error('other'), refused], '');
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: aggregate }))).toBe(true);
  });

  it.each([
    ['unique violation', '23505'],
    ['syntax error', '42601'],
    ['invalid text representation', '22P02'],
  ])('%s (%s) is not', (_name, code) => {
    expect(isDatabaseUnavailable(driverError(code))).toBe(false);
  });

  it('ends on an error that is its own cause', () => {
    const error: Error = new Error('loop');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
