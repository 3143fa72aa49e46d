import type { ClassTypeCommand, CreateClassType, UpdateClassType } from '@chairside/shared/catalogue/catalogue-commands';
import type { CatalogueEvent, ClassTypeFields } from '@chairside/shared/catalogue/catalogue-events';
import { DomainError } from '../commands/domain-error';
import { archivedHint, found, uniqueName, unchanged } from './catalogue-rules';
import type { CatalogueState } from './catalogue-state';
import { timetableClash } from './class-timetable-clash';
import { unhandled } from '../commands/decider';

// The catalogue decider's part for classes: a usable room, and no timetable clash with another active class.

// A class's room must be usable at the class's location, and its sessions must not collide with another active
// class's sessions with the same instructor or in the same room.
function checkClass(state: CatalogueState, classTypeId: string, fields: ClassTypeFields) {
  if (fields.roomId !== null) {
    const room = state.rooms.get(fields.roomId);
    if (!room) throw new DomainError('That room does not exist; choose another', 422);
    if (room.locationId !== fields.locationId)
      throw new DomainError(`The room "${room.name}" is at another location; choose a room at the class's location`, 422);
    if (room.archived) throw new DomainError(`The room "${room.name}" is archived; restore it or choose another`, 422);
  }
  const others = [...state.classes].filter(([, other]) => !other.archived).map(([id, other]) => ({ ...other, id }));
  const clash = timetableClash({ ...fields, id: classTypeId }, others);
  if (clash) throw new DomainError(clash, 409);
}

function classFields(state: CatalogueState, command: CreateClassType | UpdateClassType, self: string | null): ClassTypeFields {
  const name = uniqueName(
    state.classes,
    command.name,
    self,
    (taken, archived) => `A class named "${taken}" already exists${archivedHint(archived)}`,
  );
  const { description, locationId, instructorId, roomId, capacity, durationMinutes, priceCents, color, startsOn, endsOn } = command;
  // Stored in weekly order, so every screen shows Monday first.
  const timetable = command.timetable
    .map(({ weekday, startTime }) => ({ weekday, startTime }))
    .sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  return {
    name,
    description: description.trim(),
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
  };
}

export function decideClassTypes(command: ClassTypeCommand, state: CatalogueState): CatalogueEvent[] {
  switch (command.type) {
    case 'CreateClassType': {
      if (state.classes.has(command.classTypeId)) throw new DomainError('That class already exists', 409);
      const fields = classFields(state, command, null);
      checkClass(state, command.classTypeId, fields);
      return [{ type: 'ClassTypeCreated', data: { classTypeId: command.classTypeId, ...fields } }];
    }
    case 'UpdateClassType': {
      const { archived, ...current } = found(state.classes, command.classTypeId, 'Class not found');
      const fields = classFields(state, command, command.classTypeId);
      if (unchanged(current, fields)) return [];
      // An archived class blocks nothing; its room and timetable are checked when it is restored.
      if (!archived) checkClass(state, command.classTypeId, fields);
      return [{ type: 'ClassTypeUpdated', data: { classTypeId: command.classTypeId, ...fields } }];
    }
    case 'ArchiveClassType':
      return found(state.classes, command.classTypeId, 'Class not found').archived
        ? []
        : [{ type: 'ClassTypeArchived', data: { classTypeId: command.classTypeId } }];
    case 'RestoreClassType': {
      const { archived, ...fields } = found(state.classes, command.classTypeId, 'Class not found');
      if (!archived) return [];
      checkClass(state, command.classTypeId, fields);
      return [{ type: 'ClassTypeRestored', data: { classTypeId: command.classTypeId } }];
    }
    default:
      return unhandled(command);
  }
}
