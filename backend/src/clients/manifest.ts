import type { BackendModule } from '../http/backend-module';
import { clientNoteRoutes } from './client-note-routes';
import { clientPrivacyRoutes } from './client-privacy-routes';
import { clientRoutes } from './client-routes';
import { seedDemoClients } from './demo-clients';
import { clientDecider } from './client-decider';
import { clientMergeDecider } from './client-merge-service';
import { clientNoteDecider } from './client-note-decider';
import { clientPrivacyDecider } from './client-privacy-service';

export const clientsModule: BackendModule = {
  name: 'clients',
  routers: (deps) => [clientRoutes(deps), clientNoteRoutes(deps), clientPrivacyRoutes(deps)],
  streams: [
    { category: 'client', entity: 'client', decider: clientDecider, alsoWrittenBy: [clientMergeDecider, clientPrivacyDecider] },
    { category: 'clientnote', entity: 'client note', decider: clientNoteDecider },
  ],
  demo: {
    stage: 'diary',
    seed: seedDemoClients,
    summary: (step) => (step.seeded ? `seeded ${step.commands} demo clients` : 'demo clients already exist'),
  },
};
