import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-client-commands';

export const clientsModule: FrontendModule = {
  name: 'clients',
  screens: [],
  commands: commandHooks<typeof commands>('hooks/use-client-commands.ts', [
    'useAddClientNote',
    'useReviseClientNote',
    'useRestoreClientNoteVersion',
    'useDeleteClientNote',
  ]),
  topicKeys: { 'client-notes': [['client-notes'], ['client-alerts']] },
};
