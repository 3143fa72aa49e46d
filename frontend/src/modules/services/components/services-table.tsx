import { Button, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import type { Service, ServiceCategory } from '@chairside/shared/catalogue/catalogue-dto';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { CatalogueTable, nameColumn, type CatalogueListControls } from '../../../ui/catalogue-table';
import type { DataColumn } from '../../../ui/data-table';
import { NamedOptions } from '../../../ui/form-field';
import { serviceTimeText } from '../service-form';

// Besides Edit and Archive/Restore: who performs it, and deleting one never used.
export type ServiceRowAction = 'staff' | 'delete';

type ServicesTableProps = {
  services: readonly Service[];
  categories: readonly ServiceCategory[];
  categoryId: string;
  onCategoryChange(id: string): void;
  controls: CatalogueListControls<Service>;
  onAction(service: Service, action: ServiceRowAction): void;
};

const staffText = (count: number) => (count === 1 ? '1 person' : `${count} people`);

export function ServicesTable({ services, categories, categoryId, onCategoryChange, controls, onAction }: ServicesTableProps) {
  const rows = categoryId ? services.filter((service) => service.categoryId === categoryId) : services;
  const columns: DataColumn<Service>[] = [
    nameColumn('Service'),
    { key: 'category', header: 'Category', sortValue: (row) => row.categoryName, render: (row) => row.categoryName },
    {
      key: 'time',
      header: 'Duration',
      // Sorted by how long the staff member and the chair are taken in all.
      sortValue: (row) => row.durationMinutes + row.processingMinutes + row.bufferMinutes,
      render: (row) => serviceTimeText(row),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      sortValue: (row) => row.priceCents,
      render: (row) => <span className="catalogue-nowrap">{formatMoneyFromCents(row.priceCents)}</span>,
    },
    {
      key: 'online',
      header: 'Online booking',
      sortValue: (row) => (row.onlineBookable ? 1 : 0),
      render: (row) => (row.onlineBookable ? 'Yes' : 'No'),
    },
    {
      key: 'staff',
      header: 'Staff',
      align: 'end',
      sortValue: (row) => row.staff.length,
      render: (row) => <span className="catalogue-nowrap">{staffText(row.staff.length)}</span>,
    },
  ];
  const busy = controls.busy;
  return (
    <CatalogueTable
      label="Services"
      rows={rows}
      columns={columns}
      searchText={(row) => `${row.name} ${row.categoryName} ${row.description}`}
      controls={controls}
      filters={
        <HTMLSelect aria-label="Category" value={categoryId} onChange={(event) => onCategoryChange(event.currentTarget.value)}>
          <option value="">All categories</option>
          <NamedOptions items={categories} />
        </HTMLSelect>
      }
      rowActions={(row, { edit, archive }) => (
        <>
          {edit}
          <Button
            size="small"
            variant="minimal"
            icon="people"
            text="Staff"
            aria-label={`Who performs ${row.name}`}
            disabled={busy}
            onClick={() => onAction(row, 'staff')}
          />
          {archive}
          {/* Once staff, a room, a device or a class has been linked, a service is only ever archived. */}
          {row.hasHistory ? null : (
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              intent="danger"
              text="Delete"
              aria-label={`Delete ${row.name}`}
              disabled={busy}
              onClick={() => onAction(row, 'delete')}
            />
          )}
        </>
      )}
      empty={
        <NonIdealState
          icon="properties"
          title={categoryId ? 'No services in this category' : 'No services yet'}
          description={controls.canEdit ? 'Add a service to offer it on the calendar.' : undefined}
        />
      }
    />
  );
}
