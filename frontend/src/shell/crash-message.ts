// SPEC §8: the crash screen shows the error's message, or this text when there is none.
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export function crashMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return UNEXPECTED_ERROR;
}
