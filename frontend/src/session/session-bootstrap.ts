import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { configureUnauthorizedHandling } from '../api/api-client';
import { clearStoredSession, readStoredToken, readStoredUser, storeUser } from './session-storage';
import { sessionAtom, sessionStore, setSignedOutState } from './session-state';
import { refreshSessionUser, verifySession } from './user-api';

let started: Promise<void> | null = null;

// Leaving the page cancels its requests; a read cancelled that way says nothing about the session and must not
// clear it (the next page would find itself signed out).
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leavingPage = true));
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

// SPEC §4.1 app start: a stored user is restored, then refreshed from the server through the session check
// (GET /api/auth/verify, SPEC §7.2); any failure clears the local data and signs out. Runs once per page
// load (StrictMode mounts effects twice in development).
export function initialiseSession(): Promise<void> {
  started ??= (async () => {
    const token = readStoredToken();
    const stored = readStoredUser();
    if (!token || !stored) {
      clearStoredSession();
      setSignedOutState();
      return;
    }
    try {
      const fresh = await verifySession();
      storeUser(fresh);
      sessionStore.set(sessionAtom, { status: 'authenticated', user: fresh });
    } catch {
      if (leavingPage) return;
      clearStoredSession();
      setSignedOutState();
    }
  })();
  return started;
}

// Wires the API client's 401 handling to the session, starts the session, and refreshes the user on focus.
export function useSessionBootstrap(options: { skip: boolean; navigate: (path: string) => void }): void {
  const { skip, navigate } = options;
  const { status, user } = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();

  useEffect(() => {
    configureUnauthorizedHandling({ navigate, signedOut: setSignedOutState });
  }, [navigate]);

  useEffect(() => {
    if (!skip) void initialiseSession();
  }, [skip]);

  // A session that ends without the sign-out button (a 401) must not leave its data behind either.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'authenticated' && status === 'unauthenticated') queryClient.clear();
    previous.current = status;
  }, [status, queryClient]);

  const userId = status === 'authenticated' ? user?.id : undefined;
  useEffect(() => {
    if (!userId) return;
    // SPEC §4.1: the user is refreshed whenever the window regains focus.
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      // A 401 has already signed the user out inside the API client; other failures keep the current user.
      refreshSessionUser(userId).catch(() => undefined);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [userId]);
}
