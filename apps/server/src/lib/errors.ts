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
