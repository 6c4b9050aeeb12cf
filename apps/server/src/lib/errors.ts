// The one application error: status, a `code` the web maps (spec part 1 §8) and a message.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: { param: string; msg: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * An error and the errors that caused it: Drizzle wraps the driver's error, whose `code` is the SQLSTATE (or
 * the socket's error code); a connection to a host name with several addresses fails with an AggregateError
 * of one error per address.
 */
function* causesOf(error: unknown): Generator<Error & { code?: unknown }> {
  const pending = [error];
  const seen = new Set<Error>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!(next instanceof Error) || seen.has(next)) continue;
    seen.add(next);
    yield next;
    pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]));
  }
}

/**
 * SQLSTATEs of a database that cannot serve now: going away or restarting (57P01-57P03), a statement it timed
 * out (57014), no connection left (53300), the database gone (3D000), or its tables gone (42P01, 3F000: a
 * database of the same name recreated empty, or a restore half done). Class 08 (connection) too.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '3D000', '42P01', '3F000']);
/** The socket's codes for a database host that refuses, resets or cannot be reached. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|ECONNREFUSED|ECONNRESET/;

/**
 * Whether a failure is the database being unreachable, going away or not (yet) holding its schema, rather
 * than anything about the request: the request may succeed when tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...causesOf(error)].some(
    ({ code, message }) =>
      (typeof code === 'string' &&
        (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) ||
      UNAVAILABLE_MESSAGES.test(message),
  );
}

/**
 * Whether the database refused a write for a unique constraint (SQLSTATE 23505): the loser of a race between
 * two requests that both checked first.
 */
export function isUniqueViolation(error: unknown): boolean {
  return [...causesOf(error)].some(({ code }) => code === '23505');
}
