import type { ReactNode } from 'react';
import { Switch } from '@blueprintjs/core';
import { DataTable, type DataColumn } from './data-table';
import { actionsColumn, ArchiveButton, EditButton, NameCell, type ArchiveAction } from './list-cells';

// A row of a catalogue list (services, classes, rooms, devices): named, and archived rather than deleted.
export type CatalogueRow = { id: string; name: string; archived: boolean; color?: string };

// What a catalogue list's page holds for its table (see useCatalogueList in commands/use-row-command.ts).
export type CatalogueListControls<Row> = {
  showArchived: boolean;
  onShowArchivedChange(show: boolean): void;
  canEdit: boolean;
  // An action runs: every row's buttons wait.
  busy: boolean;
  onEdit(row: Row): void;
  onArchive(row: Row, action: ArchiveAction): void;
};

// The name column: the calendar color, the name and "Archived"; sorted by name.
export function nameColumn<Row extends CatalogueRow>(header: string): DataColumn<Row> {
  return {
    key: 'name',
    header,
    sortValue: (row) => row.name,
    render: (row) => <NameCell name={row.name} color={row.color} archived={row.archived} />,
  };
}

type RowButtons = { edit: ReactNode; archive: ReactNode };

type CatalogueTableProps<Row> = {
  label: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  searchText: (row: Row) => string;
  controls: CatalogueListControls<Row>;
  // Filters of the module's own, before "Show archived".
  filters?: ReactNode;
  // A row's buttons when the module has more than Edit and Archive/Restore.
  rowActions?: (row: Row, buttons: RowButtons) => ReactNode;
  empty: ReactNode;
};

// A catalogue list: a DataTable sorted by name, archived rows dimmed, a "Show archived" switch, and for
// those who may edit, Edit and Archive/Restore on every row.
export function CatalogueTable<Row extends CatalogueRow>({ columns, controls, filters, rowActions, ...table }: CatalogueTableProps<Row>) {
  const { canEdit, busy } = controls;
  const buttons = (row: Row): RowButtons => ({
    edit: <EditButton label={`Edit ${row.name}`} busy={busy} onClick={() => controls.onEdit(row)} />,
    archive: <ArchiveButton name={row.name} archived={row.archived} busy={busy} onClick={(action) => controls.onArchive(row, action)} />,
  });
  const renderActions =
    rowActions ??
    ((_row: Row, { edit, archive }: RowButtons) => (
      <>
        {edit}
        {archive}
      </>
    ));
  const withActions = canEdit ? [...columns, actionsColumn<Row>((row) => renderActions(row, buttons(row)))] : columns;
  return (
    <DataTable
      {...table}
      columns={withActions}
      initialSort={{ key: 'name', direction: 'ascending' }}
      rowClassName={(row) => (row.archived ? 'catalogue-archived-row' : undefined)}
      toolbar={
        <>
          {filters}
          <Switch
            label="Show archived"
            role="switch"
            checked={controls.showArchived}
            onChange={(event) => controls.onShowArchivedChange(event.currentTarget.checked)}
            className="catalogue-switch"
          />
        </>
      }
    />
  );
}
