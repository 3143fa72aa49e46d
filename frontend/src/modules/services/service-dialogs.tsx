import type { Service, ServiceCategory } from '@chairside/shared/catalogue/catalogue-dto';
import { showToast } from '../../shell/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CategoryDialog } from './category-dialog';
import { ServiceDialog } from './service-dialog';
import { ServiceStaffDialog } from './service-staff-dialog';
import { useCreateCategory, useCreateService, useDeleteCategory, useDeleteService, useUpdateCategory, useUpdateService } from './use-service-commands';

export type ServicesDialog =
  | { kind: 'service'; service: Service | null }
  | { kind: 'staff'; service: Service }
  | { kind: 'delete-service'; service: Service }
  | { kind: 'category'; category: ServiceCategory | null }
  | { kind: 'delete-category'; category: ServiceCategory }
  | null;

type ServiceDialogsProps = { dialog: ServicesDialog; categories: readonly ServiceCategory[]; defaultCategoryId: string; onClose(): void };

// The open dialog of the Services screen and the command behind it. Each dialog keeps the server's
// refusal on screen until the person changes something or cancels.
export function ServiceDialogs({ dialog, categories, defaultCategoryId, onClose }: ServiceDialogsProps) {
  const createService = useCreateService();
  const updateService = useUpdateService();
  const deleteService = useDeleteService();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();

  const close = () => {
    for (const mutation of [createService, updateService, deleteService, createCategory, updateCategory, deleteCategory]) mutation.reset();
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
      const saving = createService.isPending || updateService.isPending;
      const error = (service ? updateService.error : createService.error)?.message ?? null;
      return (
        <ServiceDialog
          key={service?.id ?? 'new'}
          service={service}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          saving={saving}
          error={error}
          onClose={close}
          onSubmit={(input) =>
            service
              ? updateService.mutate({ id: service.id, input }, { onSuccess: done(`${input.name} saved`) })
              : createService.mutate(input, { onSuccess: done(`${input.name} added`) })
          }
        />
      );
    }
    case 'staff':
      return (
        <ServiceStaffDialog
          key={dialog.service.id}
          service={dialog.service}
          onClose={(saved) => {
            if (saved) showToast({ message: `Saved who performs ${dialog.service.name}`, intent: 'success' });
            close();
          }}
        />
      );
    case 'delete-service':
      return (
        <ConfirmDialog
          title={`Delete ${dialog.service.name}?`}
          confirmText="Delete service"
          intent="danger"
          errorTitle="Could not delete service"
          pending={deleteService.isPending}
          error={deleteService.error?.message ?? null}
          onClose={close}
          onConfirm={() => deleteService.mutate(dialog.service.id, { onSuccess: done(`${dialog.service.name} deleted`) })}
        >
          <p>The service has never been given to staff, a room, a device or a class, so it can be deleted for good. This cannot be undone.</p>
        </ConfirmDialog>
      );
    case 'category': {
      const { category } = dialog;
      return (
        <CategoryDialog
          key={category?.id ?? 'new'}
          category={category}
          saving={createCategory.isPending || updateCategory.isPending}
          error={(category ? updateCategory.error : createCategory.error)?.message ?? null}
          onClose={close}
          onSubmit={(input) =>
            category
              ? updateCategory.mutate({ id: category.id, input }, { onSuccess: done(`Category ${input.name} saved`) })
              : createCategory.mutate(input, { onSuccess: done(`Category ${input.name} added`) })
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
          pending={deleteCategory.isPending}
          error={deleteCategory.error?.message ?? null}
          onClose={close}
          onConfirm={() => deleteCategory.mutate(dialog.category.id, { onSuccess: done(`Category ${dialog.category.name} deleted`) })}
        >
          <p>The category has no services. Deleting it cannot be undone.</p>
        </ConfirmDialog>
      );
  }
}
