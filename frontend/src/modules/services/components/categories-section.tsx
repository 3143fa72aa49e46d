import { Button, NonIdealState } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ServiceCategory } from '@chairside/shared/catalogue/catalogue-dto';
import { QueryDataTable, type DataColumn } from '../../../ui/data-table';
import { actionsColumn, EditButton } from '../../../ui/list-cells';

type CategoriesSectionProps = {
  categories: UseQueryResult<ServiceCategory[]>;
  canEdit: boolean;
  onEdit(category: ServiceCategory): void;
  onDelete(category: ServiceCategory): void;
};

const countText = (count: number) => (count === 1 ? '1 service' : `${count} services`);

export function CategoriesSection({ categories, canEdit, onEdit, onDelete }: CategoriesSectionProps) {
  const columns: DataColumn<ServiceCategory>[] = [
    { key: 'name', header: 'Category', render: (row) => row.name, sortValue: (row) => row.name },
    { key: 'description', header: 'Description', render: (row) => row.description || <span className="catalogue-muted">—</span> },
    {
      key: 'services',
      header: 'Services',
      render: (row) => countText(row.serviceCount),
      sortValue: (row) => row.serviceCount,
      align: 'end',
    },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((row) => (
        <>
          <EditButton label={`Edit category ${row.name}`} onClick={() => onEdit(row)} />
          {/* The server refuses to delete a category that holds services, archived ones included. */}
          {row.serviceCount === 0 ? (
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              intent="danger"
              text="Delete"
              aria-label={`Delete category ${row.name}`}
              onClick={() => onDelete(row)}
            />
          ) : null}
        </>
      )),
    );

  return (
    <section className="catalogue-section" aria-labelledby="categories-heading">
      <div className="catalogue-section-header">
        <h2 id="categories-heading" className="catalogue-section-title">
          Categories
        </h2>
      </div>
      <QueryDataTable
        query={categories}
        errorTitle="Could not load the categories"
        label="Categories"
        columns={columns}
        searchText={(row) => `${row.name} ${row.description}`}
        empty={
          <NonIdealState
            icon="folder-close"
            title="No categories yet"
            description={canEdit ? 'Choose Add category at the top of the page, then add services to it.' : undefined}
          />
        }
      />
    </section>
  );
}
