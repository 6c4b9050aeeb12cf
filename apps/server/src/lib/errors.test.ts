import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.js';

/** An error as the driver raises it: SQLSTATE (or socket code) in `code`, wrapped the way Drizzle wraps it. */
function driverError(code: string, message = 'failed'): Error {
  const cause = Object.assign(new Error(message), { code });
  return new Error('Failed query: select 1', { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['database does not exist', '3D000', true],
    ['too many connections', '53300', true],
    ['admin shutdown', '57P01', true],
    ['crash shutdown', '57P02', true],
    ['cannot connect now', '57P03', true],
    ['statement timeout', '57014', true],
    ['connection failure', '08006', true],
    ['relation does not exist (schema missing)', '42P01', true],
    ['schema does not exist', '3F000', true],
    ['connection refused', 'ECONNREFUSED', true],
    ['connection reset', 'ECONNRESET', true],
    ['host unreachable', 'EHOSTUNREACH', true],
    ['unique violation', '23505', false],
    ['syntax error', '42601', false],
    ['invalid text representation', '22P02', false],
  ])('%s (%s): the database being unavailable is %s', (_name, code, unavailable) => {
    expect(isDatabaseUnavailable(driverError(code))).toBe(unavailable);
  });

  it('looks inside an AggregateError (a host name with several addresses, one refusal each)', () => {
    const refused = Object.assign(new Error('connect failed'), { code: 'ECONNREFUSED' });
    const aggregate = new AggregateError([new Error('other'), refused], '');
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: aggregate }))).toBe(true);
  });

  it('ends on an error that is its own cause', () => {
    const error: Error = new Error('loop');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
