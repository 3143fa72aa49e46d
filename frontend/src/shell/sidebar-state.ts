import { useEffect } from 'react';
import { atom, useAtom } from 'jotai';
import { MOBILE_BREAKPOINT_PX } from '@chairside/shared/constants';

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function isMobileViewport(): boolean {
  return window.matchMedia(mobileQuery).matches;
}

// SPEC §4.4: open by default on wide screens, closed below 768 px.
export const sidebarOpenAtom = atom<boolean>(typeof window === 'undefined' ? true : !isMobileViewport());

export function useSidebarOpen() {
  const [open, setOpen] = useAtom(sidebarOpenAtom);

  useEffect(() => {
    const media = window.matchMedia(mobileQuery);
    // Crossing the breakpoint resets to that size's default.
    const onChange = () => setOpen(!media.matches);
    media.addEventListener('change', onChange);
    // SPEC §2.8: on mobile, back or forward navigation closes the sidebar.
    const onPopState = () => {
      if (media.matches) setOpen(false);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      media.removeEventListener('change', onChange);
      window.removeEventListener('popstate', onPopState);
    };
  }, [setOpen]);

  return { open, setOpen, toggle: () => setOpen((value) => !value) };
}
