import { Button, HTMLSelect, NonIdealState, Switch } from '@blueprintjs/core';
import type { Service, ServiceCategory } from '@chairside/shared/catalogue/catalogue-dto';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { actionsColumn, ArchiveButton, EditButton, NameCell } from '../../../ui/list-cells';
import type { ServiceAction } from '../hooks/use-service-commands';
import { serviceTimeText } from '../service-form';

export type ServiceRowAction = ServiceAction | 'edit' | 'staff' | 'delete';

type ServicesTableProps = {
  services: readonly Service[];
  categories: readonly ServiceCategory[];
  categoryId: string;
  showArchived: boolean;
  canEdit: boolean;
  busy: boolean;
  onCategoryChange(id: string): void;
  onShowArchivedChange(show: boolean): void;
  onAction(service: Service, action: ServiceRowAction): void;
};

const staffText = (count: number) => (count === 1 ? '1 person' : `${count} people`);

export function ServicesTable({ services, categories, categoryId, showArchived, canEdit, busy, onCategoryChange, onShowArchivedChange, onAction }: ServicesTableProps) {
  const rows = categoryId ? services.filter((service) => service.categoryId === categoryId) : services;
  const columns: DataColumn<Service>[] = [
    {
      key: 'name',
      header: 'Service',
      sortValue: (row) => row.name,
      render: (row) => <NameCell name={row.name} color={row.color} archived={row.archived} />,
    },
    { key: 'category', header: 'Category', sortValue: (row) => row.categoryName, render: (row) => row.categoryName },
    {
      key: 'time',
      header: 'Duration',
      // Sorted by how long the staff member and the chair are taken in all.
      sortValue: (row) => row.durationMinutes + row.processingMinutes + row.bufferMinutes,
      render: (row) => serviceTimeText(row),
    },
    { key: 'price', header: 'Price', align: 'end', sortValue: (row) => row.priceCents, render: (row) => <span className="catalogue-nowrap">{formatMoneyFromCents(row.priceCents)}</span> },
    { key: 'online', header: 'Online booking', sortValue: (row) => (row.onlineBookable ? 1 : 0), render: (row) => (row.onlineBookable ? 'Yes' : 'No') },
    { key: 'staff', header: 'Staff', align: 'end', sortValue: (row) => row.staff.length, render: (row) => <span className="catalogue-nowrap">{staffText(row.staff.length)}</span> },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((row) => (
        <>
          <EditButton label={`Edit ${row.name}`} busy={busy} onClick={() => onAction(row, 'edit')} />
          <Button size="small" variant="minimal" icon="people" text="Staff" aria-label={`Who performs ${row.name}`} disabled={busy} onClick={() => onAction(row, 'staff')} />
          <ArchiveButton name={row.name} archived={row.archived} busy={busy} onClick={(action) => onAction(row, action)} />
          {/* Once staff, a room, a device or a class has been linked, a service is only ever archived. */}
          {row.hasHistory ? null : (
            <Button size="small" variant="minimal" icon="trash" intent="danger" text="Delete" aria-label={`Delete ${row.name}`} disabled={busy} onClick={() => onAction(row, 'delete')} />
          )}
        </>
      )),
    );

  return (
    <DataTable
      label="Services"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      searchText={(row) => `${row.name} ${row.categoryName} ${row.description}`}
      searchLabel="Search services"
      initialSort={{ key: 'name', direction: 'ascending' }}
      rowClassName={(row) => (row.archived ? 'catalogue-archived-row' : undefined)}
      toolbar={
        <>
          <HTMLSelect aria-label="Category" value={categoryId} onChange={(event) => onCategoryChange(event.currentTarget.value)}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </HTMLSelect>
          <Switch label="Show archived" role="switch" checked={showArchived} onChange={(event) => onShowArchivedChange(event.currentTarget.checked)} className="catalogue-switch" />
        </>
      }
      empty={
        <NonIdealState
          icon="properties"
          title={categoryId ? 'No services in this category' : 'No services yet'}
          description={canEdit ? 'Add a service to offer it on the calendar.' : undefined}
        />
      }
    />
  );
}
