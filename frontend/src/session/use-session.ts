import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginReply, User } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../api/api-client';
import { resetTheme } from '../theme/apply-theme';
import { clearToasts } from '../shell/toasts';
import { clearStoredSession, readStoredToken, storeSession } from './session-storage';
import { sessionAtom, sessionStore, setSignedOutState } from './session-state';
import { refreshSessionUser } from './user-api';

export type Session = {
  status: 'loading' | 'unauthenticated' | 'authenticated';
  user: User | null;
  signIn(reply: LoginReply): void;
  signOut(): Promise<void>;
  refreshUser(): Promise<void>;
};

export function useSession(): Session {
  const state = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();

  const signIn = useCallback(
    (reply: LoginReply) => {
      // Whatever an earlier session left in the cache belongs to someone else (mutations stay: the login is one).
      queryClient.removeQueries();
      storeSession(reply.token, reply.user);
      sessionStore.set(sessionAtom, { status: 'authenticated', user: reply.user });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    if (readStoredToken()) {
      // Revoking the server session is best effort: the local session ends either way. credentialCheck keeps a
      // 401 (an already expired session) from taking the usual lost-session path.
      await apiRequest('/api/auth/logout', { method: 'POST', credentialCheck: true }).catch(() => undefined);
    }
    clearStoredSession();
    resetTheme();
    clearToasts();
    setSignedOutState();
    queryClient.clear();
    // SPEC §4.1: the browser goes to /login (a full load, so nothing of the session survives in memory).
    window.location.assign('/login');
  }, [queryClient]);

  const userId = state.user?.id;
  const refreshUser = useCallback(async () => {
    if (userId) await refreshSessionUser(userId);
  }, [userId]);

  return { status: state.status, user: state.user, signIn, signOut, refreshUser };
}
