import type { Location } from '@chairside/shared/business/business-dto';
import type { Service, ServiceCategory } from '@chairside/shared/catalogue/catalogue-dto';
import { closeWithToast, showToast } from '../../../shell/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  useDeleteCategory,
  useDeleteService,
  useSaveCategory,
  useSaveService,
  useSetServiceLocations,
} from '../hooks/use-service-commands';
import { CategoryDialog } from './category-dialog';
import { ServiceDialog } from './service-dialog';
import { ServiceStaffDialog } from './service-staff-dialog';

export type ServicesDialog =
  | { kind: 'service'; service: Service | null }
  | { kind: 'staff'; service: Service }
  | { kind: 'delete-service'; service: Service }
  | { kind: 'category'; category: ServiceCategory | null }
  | { kind: 'delete-category'; category: ServiceCategory }
  | null;

type ServiceDialogsProps = {
  dialog: ServicesDialog;
  categories: readonly ServiceCategory[];
  locations: readonly Location[];
  defaultCategoryId: string;
  onClose(): void;
};

// The open dialog of the Services screen and the command behind it. Each dialog keeps the server's
// refusal on screen until the person changes something or cancels.
export function ServiceDialogs({ dialog, categories, locations, defaultCategoryId, onClose }: ServiceDialogsProps) {
  const saveService = useSaveService();
  const setLocations = useSetServiceLocations();
  const deleteService = useDeleteService();
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();

  const close = () => {
    for (const mutation of [saveService, setLocations, deleteService, saveCategory, deleteCategory]) mutation.reset();
    onClose();
  };
  const done = (message: string) => () => {
    showToast({ message, intent: 'success' });
    close();
  };

  if (!dialog) return null;
  switch (dialog.kind) {
    case 'service': {
      const { service } = dialog;
      return (
        <ServiceDialog
          key={service?.id ?? 'new'}
          service={service}
          categories={categories}
          locations={locations}
          defaultCategoryId={defaultCategoryId}
          status={setLocations.isError || setLocations.isPending ? setLocations : saveService}
          onClose={close}
          onSubmit={({ input, locationIds }) => {
            const saved = done(service ? `${input.name} saved` : `${input.name} added`);
            // The fields first, then where it is offered when that changed (a new service is offered everywhere).
            saveService.mutate(
              { id: service?.id ?? null, input },
              {
                onSuccess: (reply) => {
                  if (JSON.stringify(locationIds) === JSON.stringify(service?.locationIds ?? null)) saved();
                  else setLocations.mutate({ id: reply.id, input: { locationIds } }, { onSuccess: saved });
                },
              },
            );
          }}
        />
      );
    }
    case 'staff':
      return (
        <ServiceStaffDialog
          key={dialog.service.id}
          service={dialog.service}
          onClose={closeWithToast(close, `Saved who performs ${dialog.service.name}`)}
        />
      );
    case 'delete-service':
      return (
        <ConfirmDialog
          title={`Delete ${dialog.service.name}?`}
          confirmText="Delete service"
          intent="danger"
          errorTitle="Could not delete service"
          status={deleteService}
          onClose={close}
          onConfirm={() => deleteService.mutate(dialog.service.id, { onSuccess: done(`${dialog.service.name} deleted`) })}
        >
          <p>
            The service has never been given to staff, a room, a device or a class, so it can be deleted for good. This cannot be undone.
          </p>
        </ConfirmDialog>
      );
    case 'category': {
      const { category } = dialog;
      return (
        <CategoryDialog
          key={category?.id ?? 'new'}
          category={category}
          status={saveCategory}
          onClose={close}
          onSubmit={(input) =>
            saveCategory.mutate(
              { id: category?.id ?? null, input },
              { onSuccess: done(category ? `Category ${input.name} saved` : `Category ${input.name} added`) },
            )
          }
        />
      );
    }
    case 'delete-category':
      return (
        <ConfirmDialog
          title={`Delete category ${dialog.category.name}?`}
          confirmText="Delete category"
          intent="danger"
          errorTitle="Could not delete category"
          status={deleteCategory}
          onClose={close}
          onConfirm={() => deleteCategory.mutate(dialog.category.id, { onSuccess: done(`Category ${dialog.category.name} deleted`) })}
        >
          <p>The category has no services. Deleting it cannot be undone.</p>
        </ConfirmDialog>
      );
  }
}
