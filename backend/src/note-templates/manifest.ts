import type { BackendModule } from '../http/backend-module';
import { noteTemplateRoutes } from './note-template-routes';
import { noteTemplateDecider } from './note-template-decider';

export const noteTemplatesModule: BackendModule = {
  name: 'note-templates',
  routers: (deps) => [noteTemplateRoutes(deps)],
  streams: [{ category: 'notetemplate', entity: 'note template', decider: noteTemplateDecider }],
};
