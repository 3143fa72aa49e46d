import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DATA_FRESHNESS_MS } from '@chairside/shared/constants';
import { App } from './app';

// SPEC §7.1: reads are fresh for 5 minutes, never retried, read again on window focus.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: DATA_FRESHNESS_MS, retry: false, refetchOnWindowFocus: true } },
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
