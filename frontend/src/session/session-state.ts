import { atom, getDefaultStore } from 'jotai';
import type { User } from '@chairside/shared/identity/identity-dto';

export type SessionStatus = 'loading' | 'unauthenticated' | 'authenticated';
export type SessionState = { status: SessionStatus; user: User | null };

// One atom for the sign-in session (SPEC §4.1). It lives in jotai's default store so the API client,
// which runs outside React, can forget the user when a call answers 401.
export const sessionAtom = atom<SessionState>({ status: 'loading', user: null });

export const sessionStore = getDefaultStore();

export function setSignedOutState(): void {
  sessionStore.set(sessionAtom, { status: 'unauthenticated', user: null });
}
