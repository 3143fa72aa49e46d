import { Spinner } from '@blueprintjs/core';

// SPEC §2.4: shown while the sign-in state or a page is loading.
export function LoadingScreen({ fill = true }: { fill?: boolean }) {
  return (
    <div className={fill ? 'loading-screen loading-screen-fill' : 'loading-screen'} role="status" aria-live="polite">
      <Spinner size={40} aria-hidden="true" />
      <p className="loading-screen-text">Loading...</p>
    </div>
  );
}
