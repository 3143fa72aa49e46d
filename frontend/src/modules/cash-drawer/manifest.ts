import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-cash-drawer-commands';

// The cash drawer panel has no screen of its own: the POS places it (index.ts). It also names the query key
// root of the card terminal's live states, which the POS reads under ['card-terminal', locationId].
export const cashDrawerModule: FrontendModule = {
  name: 'cash-drawer',
  screens: [],
  commands: commandHooks<typeof commands>('hooks/use-cash-drawer-commands.ts', ['useCashDrawerCommand']),
  topicKeys: { 'cash-drawer': [['cash-drawer']], 'card-terminal': [['card-terminal']] },
};
