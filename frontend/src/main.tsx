import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DATA_FRESHNESS_MS } from '@chairside/shared/constants';
import { App } from './app';

// SPEC §7.1: reads are fresh for 5 minutes, never retried, read again on window focus.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: DATA_FRESHNESS_MS, retry: false, refetchOnWindowFocus: true } },
});

// TanStack Query only watches tab visibility; the window regaining focus (another app was in front) counts too.
// Called without an argument, it re-checks the page's visibility and lets every query decide whether to read again.
focusManager.setEventListener((handleFocus) => {
  const listener = () => handleFocus();
  window.addEventListener('visibilitychange', listener);
  window.addEventListener('focus', listener);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
