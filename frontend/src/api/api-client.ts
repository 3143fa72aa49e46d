import type { z } from 'zod';
import { clearStoredSession, readStoredToken } from '../session/session-storage';

// A non-2xx reply (SPEC §7.1): the message is the body's error, else its message, else the status text.
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  constructor(message: string, status: number, statusText: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export const AUTHENTICATION_REQUIRED = 'Authentication required';

// SPEC §8: a 401 does not leave these pages.
export function isExemptFromSignInRedirect(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname.startsWith('/forgot-password') ||
    pathname.startsWith('/reset-password') ||
    pathname.startsWith('/booking') ||
    /^\/forms\/\d+$/.test(pathname)
  );
}

export function errorMessageFromBody(body: unknown, statusText: string): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return statusText || 'Request failed';
}

type Navigate = (path: string) => void;
let navigateToLogin: Navigate = (path) => window.location.assign(path);
let onSignedOut: () => void = () => undefined;

// The session layer registers how to leave for /login and how to forget the user in memory.
export function configureUnauthorizedHandling(handlers: { navigate?: Navigate; signedOut?: () => void }): void {
  if (handlers.navigate) navigateToLogin = handlers.navigate;
  if (handlers.signedOut) onSignedOut = handlers.signedOut;
}

export type ApiRequestOptions<T extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: T;
  headers?: Record<string, string>;
  // SPEC §8: a 401 on the locations read always goes to /login, even from an exempt page.
  alwaysRedirectOn401?: boolean;
  // Sign-in and recovery calls: a 401 there means wrong credentials, not a lost session, so its own message is kept.
  credentialCheck?: boolean;
  signal?: AbortSignal;
};

// Every call to our own API (SPEC §7.1): JSON, the stored bearer token, credentials included.
export async function apiRequest<T extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<z.infer<T>> {
  const token = readStoredToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (response.status === 401 && !options.credentialCheck) {
    clearStoredSession();
    onSignedOut();
    if (options.alwaysRedirectOn401 || !isExemptFromSignInRedirect(window.location.pathname)) navigateToLogin('/login');
    throw new ApiError(AUTHENTICATION_REQUIRED, 401, response.statusText, body);
  }
  if (!response.ok) throw new ApiError(errorMessageFromBody(body, response.statusText), response.status, response.statusText, body);
  return (options.schema ? options.schema.parse(body) : body) as z.infer<T>;
}
