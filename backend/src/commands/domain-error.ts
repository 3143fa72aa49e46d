// A rule a person broke: the API answers with this status and message, and nothing is written. `details`
// go into the reply beside `error` (e.g. the next free times after a refused booking).
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 402 | 403 | 404 | 409 | 413 | 415 | 422 = 422,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
