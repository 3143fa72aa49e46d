import type { ClassTypeInput } from '@chairside/shared/catalogue/catalogue-dto';
import { entityPath, useCatalogueCommand } from '../catalogue/use-catalogue-command';

// The upcoming sessions are expanded from the timetables, so they are read again with the classes.
const classKeys = [['classes'], ['class-sessions']] as const;

export function useSaveClass() {
  return useCatalogueCommand(
    ({ id, input }: { id: string | null; input: ClassTypeInput }) => (id ? { path: entityPath('/api/classes', id), method: 'PUT', body: input } : { path: '/api/classes', method: 'POST', body: input }),
    classKeys,
  );
}

export type ClassAction = 'archive' | 'restore';

export function useClassAction() {
  return useCatalogueCommand(({ id, action }: { id: string; action: ClassAction }) => ({ path: entityPath('/api/classes', id, action), method: 'POST' }), classKeys);
}
