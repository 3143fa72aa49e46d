import type { ClassTimetableSlot } from '@chairside/shared/catalogue/catalogue-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// A weekly class. Dates (starts_on, ends_on) are yyyy-MM-dd local dates kept as text: they sort and compare
// as strings, and no driver turns them into instants in the server's zone.
export const classTypeTable = defineTable(
  'class_types',
  {
    id: column.text(),
    name: column.text(),
    description: column.text(),
    location_id: column.text(),
    instructor_id: column.text(),
    room_id: column.text().nullable(),
    capacity: column.integer(),
    duration_minutes: column.integer(),
    price_cents: column.integer(),
    color: column.text(),
    timetable: column.jsonb<ClassTimetableSlot[]>(),
    starts_on: column.text(),
    ends_on: column.text().nullable(),
    archived: column.boolean(),
  },
  { primaryKey: ['id'], indexes: [['location_id']] },
);

export type ClassTypeTable = TableRow<typeof classTypeTable>;
export const createClassTypeTable = classTypeTable.create;
