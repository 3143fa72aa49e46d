import { useEffect, useState } from 'react';
import type { Hold } from '@chairside/shared/appointments/appointment-dto';
import { nextHoldLapse } from '../calendar-events';

// The time the calendar draws its holds at: moves on when the next of them lapses, so a lapsed hold leaves
// the grid at its expiresAt on its own (the HoldExpired notice, a moment later, removes it from the list).
export function useHoldLapseClock(holds: readonly Hold[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextHoldLapse(holds, now);
    if (next === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [holds, now]);
  return now;
}
