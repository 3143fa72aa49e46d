import type { ClassTypeInput } from '@chairside/shared/catalogue/catalogue-dto';
import { useActionCommand, useSaveCommand } from '../../../commands/use-command';
import type { ArchiveAction } from '../../../ui/list-cells';

export function useSaveClass() {
  return useSaveCommand<ClassTypeInput>('/api/classes', ['classes']);
}

export function useClassAction() {
  return useActionCommand<ArchiveAction>('/api/classes', ['classes']);
}
