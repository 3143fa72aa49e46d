import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COLOR_PREFERENCES_DELAY_MS } from '@chairside/shared/constants';
import type { User } from '@chairside/shared/identity/identity-dto';
import { applyDefaultTheme, applyTheme, resetTheme } from './apply-theme';
import { colorPreferenceQueries } from './color-preference-queries';

type ThemeInput = { status: 'loading' | 'unauthenticated' | 'authenticated'; user: User | null; publicFormPage: boolean };

// SPEC §4.1 and §9: the signed-in user's colors are read 100 ms after the user is available and applied as
// the theme; a failed or empty read means the defaults; public form pages always use the defaults; after
// sign-out every override and dark mode are removed.
export function useTheme({ status, user, publicFormPage }: ThemeInput): void {
  const userId = !publicFormPage && status === 'authenticated' ? (user?.id ?? null) : null;
  const [readyFor, setReadyFor] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    const timer = window.setTimeout(() => setReadyFor(userId), COLOR_PREFERENCES_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);

  const enabled = Boolean(userId) && readyFor === userId;
  const query = useQuery({ ...colorPreferenceQueries.forUser(userId ?? ''), enabled });

  useEffect(() => {
    if (publicFormPage) {
      applyDefaultTheme();
      return;
    }
    if (status === 'unauthenticated') {
      resetTheme();
      return;
    }
    if (!enabled) return;
    if (query.data) applyTheme(query.data);
    else if (query.isError) applyDefaultTheme();
  }, [publicFormPage, status, enabled, query.data, query.isError]);
}
