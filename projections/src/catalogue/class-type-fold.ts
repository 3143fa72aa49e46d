import type {
  ClassTypeArchived,
  ClassTypeCreated,
  ClassTypeRestored,
  ClassTypeUpdated,
} from '@chairside/shared/catalogue/catalogue-events';
import { unfoldable } from '../engine/projection';
import type { CatalogueBatch, CatalogueChange } from './catalogue-batch';

export type ClassTypeEvent = ClassTypeCreated | ClassTypeUpdated | ClassTypeArchived | ClassTypeRestored;

export function foldClassType(batch: CatalogueBatch, event: ClassTypeEvent): CatalogueChange[] {
  switch (event.type) {
    case 'ClassTypeCreated':
    case 'ClassTypeUpdated': {
      const {
        classTypeId,
        name,
        description,
        locationId,
        instructorId,
        roomId,
        capacity,
        durationMinutes,
        priceCents,
        color,
        timetable,
        startsOn,
        endsOn,
      } = event.data;
      const values = {
        name,
        description,
        location_id: locationId,
        instructor_id: instructorId,
        room_id: roomId,
        capacity,
        duration_minutes: durationMinutes,
        price_cents: priceCents,
        color,
        timetable,
        starts_on: startsOn,
        ends_on: endsOn,
      };
      if (event.type === 'ClassTypeCreated') batch.classTypes.insert(classTypeId, { id: classTypeId, ...values, archived: false });
      else batch.classTypes.update(classTypeId, (row) => ({ ...row, ...values }));
      return [{ topic: 'classes', ids: [classTypeId], locationId }];
    }
    case 'ClassTypeArchived':
    case 'ClassTypeRestored': {
      const row = batch.classTypes.update(event.data.classTypeId, (current) => ({
        ...current,
        archived: event.type === 'ClassTypeArchived',
      }));
      return [{ topic: 'classes', ids: [event.data.classTypeId], locationId: row?.location_id }];
    }
    default:
      return unfoldable('catalogue', event);
  }
}
