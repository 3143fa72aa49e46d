import { useEffect, useState } from 'react';

// The value once it has stopped changing for `ms`: a search sent as the typing pauses, not per key.
export function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
