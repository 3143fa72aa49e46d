import { Router } from 'express';
import { noteTemplateInputSchema, noteTemplateListQuerySchema } from '@chairside/shared/note-templates/note-template-dto';
import { listNoteTemplates } from '@chairside/projections/note-templates/note-template-queries';
import { accepts, valid } from '../http/accepts';
import { collectionCommands } from '../http/command-handlers';
import { pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { changeNoteTemplate, saveNoteTemplate } from './note-template-service';

// /note-templates: read with view_note_templates (or edit_note_templates), change with edit_note_templates.
export function noteTemplateRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ anyOf: ['view_note_templates', 'edit_note_templates'] });
  const canEdit = deps.guards.requirePermission({ permission: 'edit_note_templates' });

  router.get('/note-templates', canView, accepts({ query: noteTemplateListQuerySchema }), async (_req, res) => {
    const query = valid(res, noteTemplateListQuerySchema);
    res.json(await listNoteTemplates(deps.readDb, { includeArchived: query.includeArchived === 'true' }));
  });
  const templates = collectionCommands(router, deps.commands, '/note-templates', canEdit, (req) => pathId(req, 'Note template not found'));
  templates.save(noteTemplateInputSchema, (id, input, context) => saveNoteTemplate(deps, id, input, context));
  templates.actions({ archive: 'ArchiveNoteTemplate', restore: 'RestoreNoteTemplate' }, (id, type, context) =>
    changeNoteTemplate(deps, id, type, context),
  );
  return router;
}
