import type { ServiceCategoryCreated, ServiceCategoryDeleted, ServiceCategoryUpdated } from '@chairside/shared/catalogue/catalogue-events';
import { unfoldable } from '../engine/projection';
import type { CatalogueBatch, CatalogueChange } from './catalogue-batch';

export type ServiceCategoryEvent = ServiceCategoryCreated | ServiceCategoryUpdated | ServiceCategoryDeleted;

export function foldServiceCategory(batch: CatalogueBatch, event: ServiceCategoryEvent): CatalogueChange[] {
  const { categoryId } = event.data;
  switch (event.type) {
    case 'ServiceCategoryCreated': {
      const { name, description, sortOrder } = event.data;
      batch.categories.insert(categoryId, { id: categoryId, name, description, sort_order: sortOrder });
      break;
    }
    case 'ServiceCategoryUpdated': {
      const { name, description } = event.data;
      batch.categories.update(categoryId, (row) => ({ ...row, name, description }));
      break;
    }
    case 'ServiceCategoryDeleted':
      batch.categories.remove(categoryId);
      break;
    default:
      return unfoldable('catalogue', event);
  }
  return [{ topic: 'services', ids: [categoryId] }];
}
