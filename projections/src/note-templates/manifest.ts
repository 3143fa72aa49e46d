import type { ProjectionModule } from '../engine/projection-module';
import { noteTemplateProjection } from './note-template-projection';
import type { NoteTemplateTable } from './note-template-table';

export type NoteTemplatesTables = { note_templates: NoteTemplateTable };

export const noteTemplatesProjections: ProjectionModule<NoteTemplatesTables> = {
  name: 'note-templates',
  projections: [noteTemplateProjection],
};
