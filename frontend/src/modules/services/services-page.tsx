import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Service, ServiceCategory } from '@chairside/shared/catalogue/catalogue-dto';
import { useCatalogueList } from '../../commands/use-row-command';
import { usePermissions } from '../../access/use-permissions';
import { useSelectedLocation } from '../../shell/selected-location';
import { PageFrame } from '../../shell/page-frame';
import { QueryStatus } from '../../ui/query-error';
import { RefusalCallout } from '../../ui/refusal-callout';
import { CategoriesSection } from './components/categories-section';
import { ServiceDialogs, type ServicesDialog } from './components/service-dialogs';
import { ServicesTable, type ServiceRowAction } from './components/services-table';
import { useServiceAction } from './hooks/use-service-commands';
import { serviceQueries } from './services-queries';
import '../../ui/list-screen.css';
import './services.css';

// /services: the catalogue as offered at the location chosen in the header. Both lists are live (topic 'services').
export function ServicesPage() {
  const { loading, can } = usePermissions();
  const canEdit = !loading && can('edit_services');
  const [categoryId, setCategoryId] = useState('');
  const [dialog, setDialog] = useState<ServicesDialog>(null);
  const list = useCatalogueList<Service>(useServiceAction(), canEdit, (service) => open({ kind: 'service', service }));
  const { location, locations } = useSelectedLocation();
  const services = useQuery({ ...serviceQueries.list(list.controls.showArchived, location?.id ?? null), enabled: location !== null });
  const categories = useQuery(serviceQueries.categories());
  const categoryList: ServiceCategory[] = categories.data ?? [];
  // A category deleted elsewhere leaves the filter on "All categories".
  const filter = categoryList.some((category) => category.id === categoryId) ? categoryId : '';

  // Opening a dialog from a row puts away the last refusal.
  function open(next: ServicesDialog) {
    list.clearRefusal();
    setDialog(next);
  }
  const onAction = (service: Service, kind: ServiceRowAction) =>
    open(kind === 'staff' ? { kind: 'staff', service } : { kind: 'delete-service', service });

  return (
    <PageFrame
      title="Services"
      description={
        canEdit
          ? 'What the business offers: times, prices, who performs each service and what it needs.'
          : 'What the business offers. Only people allowed to edit services can change them.'
      }
      actions={
        // Both adds at the top, where they are seen: the categories table sits below a list of many services.
        canEdit ? (
          <>
            <Button
              icon="plus"
              text="Add category"
              disabled={!categories.isSuccess}
              onClick={() => setDialog({ kind: 'category', category: null })}
            />
            <Button
              intent="primary"
              icon="plus"
              text="Add service"
              disabled={!categories.isSuccess}
              onClick={() => setDialog({ kind: 'service', service: null })}
            />
          </>
        ) : null
      }
    >
      <div className="catalogue-page">
        <RefusalCallout refusal={list.refusal} onDismiss={list.clearRefusal} />
        {canEdit && categories.isSuccess && categoryList.length === 0 ? (
          <Callout intent="primary" title="Start with a category" compact>
            Every service belongs to a category, such as Hair or Massage. Add a category first, then add its services.
          </Callout>
        ) : null}
        {location ? (
          <p className="services-location-note">
            Services offered at {location.name}. Choose another location in the header to see its services.
          </p>
        ) : null}
        <section className="catalogue-section" aria-label="Service list">
          <QueryStatus query={services} errorTitle="Could not load the services" />
          {services.isSuccess ? (
            <ServicesTable
              services={services.data}
              categories={categoryList}
              categoryId={filter}
              onCategoryChange={setCategoryId}
              controls={list.controls}
              onAction={onAction}
            />
          ) : null}
        </section>
        <CategoriesSection
          categories={categories}
          canEdit={canEdit}
          onEdit={(category) => setDialog({ kind: 'category', category })}
          onDelete={(category) => setDialog({ kind: 'delete-category', category })}
        />
      </div>
      <ServiceDialogs
        dialog={dialog}
        categories={categoryList}
        locations={locations}
        defaultCategoryId={filter}
        onClose={() => setDialog(null)}
      />
    </PageFrame>
  );
}
