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
 * Whether the database refused a write for a unique constraint (SQLSTATE 23505): the loser of a race between
 * two requests that both checked first. Drizzle wraps the driver's error, so the chain of causes is walked.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
