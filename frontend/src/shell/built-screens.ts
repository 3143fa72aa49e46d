import { createContext, useContext } from 'react';

// The paths whose screens are built (not a "planned" placeholder): a module offers a way into another
// module's screen (the appointment's "Checkout" into /pos) only when that screen can do its job. The staff
// app provides the set from the route list; a module reads it here without importing the module list.
export const BuiltScreensContext = createContext<ReadonlySet<string>>(new Set());

export function useScreenBuilt(path: string): boolean {
  return useContext(BuiltScreensContext).has(path);
}
