import { ZodError } from 'zod';
import { ApiError } from '../api/api-client';

// What a failed sign-in or recovery call tells the visitor. The server's own message is already written for
// people (wrong credentials, too many attempts, an expired link); anything else is a connection problem.
export function describeAuthError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
    return error.message;
  }
  if (error instanceof ZodError) return 'The server sent a reply we did not understand. Please try again.';
  return 'We could not reach the server. Check your connection and try again.';
}
