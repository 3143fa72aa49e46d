import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useQuery } from '@tanstack/react-query';
import type { Location } from '@chairside/shared/business/business-dto';
import { locationQueries } from '../modules/locations/locations-queries';
import { useSession } from '../session/use-session';
import { pickSelectedLocation, selectedLocationStorageKey } from './location-selection';

type ChosenLocationAtom = ReturnType<typeof atomWithStorage<string | null>>;

const storage = createJSONStorage<string | null>(() => localStorage);
const chosenLocationAtoms = new Map<string, ChosenLocationAtom>();

// The choice is UI state, one persisted atom per user (each user keeps their own choice on a shared computer).
function chosenLocationAtom(userId: string): ChosenLocationAtom {
  let found = chosenLocationAtoms.get(userId);
  if (!found) {
    found = atomWithStorage<string | null>(selectedLocationStorageKey(userId), null, storage, { getOnInit: true });
    chosenLocationAtoms.set(userId, found);
  }
  return found;
}

const anonymousAtom = chosenLocationAtom('');
const noLocations: Location[] = [];

export type SelectedLocation = { location: Location | null; locations: Location[]; loading: boolean; select(id: string): void };

export function useSelectedLocation(options: { refetchOnMount?: boolean } = {}): SelectedLocation {
  const { status, user } = useSession();
  const [chosenId, setChosenId] = useAtom(user ? chosenLocationAtom(user.id) : anonymousAtom);
  const query = useQuery({
    ...locationQueries.list(),
    // SPEC §7.2: only when signed in; the selector reads again each time it appears and on every window focus.
    enabled: status === 'authenticated',
    refetchOnMount: options.refetchOnMount ? 'always' : true,
    refetchOnWindowFocus: 'always',
  });
  const locations = query.data ?? noLocations;
  const select = useCallback((id: string) => setChosenId(id), [setChosenId]);
  return { location: pickSelectedLocation(locations, chosenId), locations, loading: status === 'authenticated' && query.isPending, select };
}
