import type { BackendModule } from '../http/backend-module';
import { clientNoteRoutes } from './client-note-routes';
import { clientPrivacyRoutes } from './client-privacy-routes';
import { clientRoutes } from './client-routes';
import { seedDemoClients } from './demo-clients';

export const clientsModule: BackendModule = {
  name: 'clients',
  routers: (deps) => [clientRoutes(deps), clientNoteRoutes(deps), clientPrivacyRoutes(deps)],
  demo: {
    stage: 'diary',
    seed: seedDemoClients,
    summary: (step) => (step.seeded ? `seeded ${step.commands} demo clients` : 'demo clients already exist'),
  },
};
