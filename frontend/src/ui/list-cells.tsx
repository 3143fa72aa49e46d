import type { ReactNode } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import type { DataColumn } from './data-table';
import './list-screen.css';

// A list row's name: its calendar color (decoration), the name, and "Archived" when it is.
export function NameCell({ name, color, archived }: { name: string; color?: string; archived: boolean }) {
  return (
    <span className="catalogue-name-cell">
      {color ? <span className="catalogue-swatch" style={{ background: color }} aria-hidden="true" /> : null}
      {name}
      {archived ? (
        <Tag minimal round>
          Archived
        </Tag>
      ) : null}
    </span>
  );
}

export type ArchiveAction = 'archive' | 'restore';

// "Archive" on an active row, "Restore" on an archived one, named after the row ("Archive Balayage").
export function ArchiveButton({
  name,
  archived,
  busy,
  onClick,
}: {
  name: string;
  archived: boolean;
  busy: boolean;
  onClick(action: ArchiveAction): void;
}) {
  const action: ArchiveAction = archived ? 'restore' : 'archive';
  const text = archived ? 'Restore' : 'Archive';
  return (
    <Button
      size="small"
      variant="minimal"
      icon={archived ? 'undo' : 'archive'}
      text={text}
      aria-label={`${text} ${name}`}
      disabled={busy}
      onClick={() => onClick(action)}
    />
  );
}

export function EditButton({ label, busy, onClick }: { label: string; busy?: boolean; onClick(): void }) {
  return <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={label} disabled={busy} onClick={onClick} />;
}

// The last column of a list a person may edit: the row's buttons, side by side.
export function actionsColumn<Row>(render: (row: Row) => ReactNode): DataColumn<Row> {
  return { key: 'actions', header: 'Actions', align: 'end', render: (row) => <div className="catalogue-row-actions">{render(row)}</div> };
}
