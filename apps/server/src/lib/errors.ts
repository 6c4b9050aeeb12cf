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
 * the socket's error code).
 */
function* causesOf(error: unknown): Generator<Error & { code?: unknown }> {
  for (let cause = error; cause instanceof Error; cause = cause.cause) yield cause;
}

/** SQLSTATEs of a database that is going away or cannot answer now (and a statement it timed out). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|ECONNREFUSED|ECONNRESET/;

/**
 * Whether a failure is the database being unreachable or going away (a restart, a failover, a dead
 * network) rather than anything about the request: the request may succeed when tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...causesOf(error)].some(
    ({ code, message }) =>
      (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code))) ||
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
