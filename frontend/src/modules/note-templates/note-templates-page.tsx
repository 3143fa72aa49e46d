import { Button } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { NoteTemplate, NoteTemplateInput } from '@chairside/shared/note-templates/note-template-dto';
import { fillPlaceholders, samplePlaceholderValues } from '@chairside/shared/note-templates/note-template-placeholders';
import { useCatalogueList } from '../../commands/use-row-command';
import { useSaveDialog } from '../../commands/use-save-dialog';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { CatalogueTable, nameColumn } from '../../ui/catalogue-table';
import { EmptyState } from '../../ui/empty-state';
import type { DataColumn } from '../../ui/data-table';
import { LoadingState } from '../../ui/loading-state';
import { QueryError } from '../../ui/query-error';
import { RefusalCallout } from '../../ui/refusal-callout';
import { NoteTemplateDialog } from './components/note-template-dialog';
import { useNoteTemplateAction, useSaveNoteTemplate } from './hooks/use-note-template-commands';
import { noteTemplateQueries } from './note-templates-queries';
import '../../ui/list-screen.css';
import './note-templates.css';

const columns: DataColumn<NoteTemplate>[] = [
  nameColumn('Template'),
  {
    key: 'preview',
    header: 'Preview',
    sortValue: (row) => row.body,
    render: (row) => <span className="note-template-row-preview">{fillPlaceholders(row.body, samplePlaceholderValues)}</span>,
  },
];

// /note-templates: templates with placeholders the desk inserts into notes; live on the 'note-templates' topic.
export function NoteTemplatesPage() {
  const { loading, can } = usePermissions();
  const canEdit = !loading && can('edit_note_templates');
  const save = useSaveNoteTemplate();
  const dialog = useSaveDialog<NoteTemplate, NoteTemplateInput>(save);
  const rows = useCatalogueList<NoteTemplate>(useNoteTemplateAction(), canEdit, dialog.open);
  const list = useQuery(noteTemplateQueries.list(rows.controls.showArchived));

  return (
    <PageFrame
      title="Note Templates"
      description="Reusable notes with placeholders, filled in with the client, service, time and staff member."
      actions={canEdit ? <Button intent="primary" icon="plus" text="Add note template" onClick={() => dialog.open(null)} /> : null}
    >
      <div className="catalogue-page">
        <RefusalCallout refusal={rows.refusal} onDismiss={rows.clearRefusal} />
        {list.isPending ? <LoadingState /> : null}
        {list.isError ? <QueryError error={list.error} title="Could not load the note templates" /> : null}
        {list.isSuccess ? (
          <CatalogueTable
            label="Note templates"
            rows={list.data}
            columns={columns}
            searchText={(row) => `${row.name} ${row.body}`}
            controls={rows.controls}
            empty={
              <EmptyState
                icon="document"
                title="No note templates yet"
                description={canEdit ? 'Add a template and use placeholders such as {client first name}.' : undefined}
                level={2}
              />
            }
          />
        ) : null}
      </div>
      {dialog.isOpen ? (
        <NoteTemplateDialog
          key={dialog.editing?.id ?? 'new'}
          template={dialog.editing}
          status={dialog.status}
          onClose={dialog.close}
          onSubmit={(input) => dialog.submit(input, input.name)}
        />
      ) : null}
    </PageFrame>
  );
}
