// A rule a person broke: the API answers with this status and message, and nothing is written.
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 422 = 422,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
