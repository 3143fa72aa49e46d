import { SystemStatusPage } from './system/system-status-page';

// The signed-in shell (SPEC §2–§9) replaces this with its routes; until then the system status is the home page.
export function App() {
  return <SystemStatusPage />;
}
