import type { BackendModule } from '../http/backend-module';
import { noteTemplateRoutes } from './note-template-routes';

export const noteTemplatesModule: BackendModule = { name: 'note-templates', routers: (deps) => [noteTemplateRoutes(deps)] };
