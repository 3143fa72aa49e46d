import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ClassType, ClassTypeInput } from '@chairside/shared/catalogue/catalogue-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { useCatalogueList } from '../../commands/use-row-command';
import { useSaveDialog } from '../../commands/use-save-dialog';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { todayIn } from '../../format/calendar-dates';
import { RefusalCallout } from '../../ui/refusal-callout';
import { resourceQueries } from '../resources/resources-queries';
import { staffQueries, worksAt } from '../staff/staff-queries';
import { classQueries } from './classes-queries';
import { ClassDialog } from './components/class-dialog';
import { ClassesTable } from './components/classes-table';
import { UpcomingSessions } from './components/upcoming-sessions';
import { useClassAction, useSaveClass } from './hooks/use-class-commands';
import '../../ui/list-screen.css';
import './classes.css';
import { LocationListStatus } from '../../shell/location-gate';

// /classes: class types at the header's location with their weekly timetable, and the sessions that
// timetable gives over the next two weeks. Live on the 'classes' topic.
export function ClassesPage() {
  const { location } = useSelectedLocation();
  const { loading, can } = usePermissions();
  const canEdit = !loading && can('edit_services');
  const locationId = location?.id ?? '';
  // Read once per visit: the two-week window does not need to follow midnight while the page is open. The
  // classes run on the location's clock, so today is the location's.
  const [visitedAt] = useState(() => new Date());
  const zone = location?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE;
  const today = todayIn(zone, visitedAt);
  const dialog = useSaveDialog<ClassType, ClassTypeInput>(useSaveClass());
  // Restoring can clash with a class that took the room or instructor meanwhile: the server names it.
  const list = useCatalogueList<ClassType>(useClassAction(), canEdit, dialog.open);
  const classes = useQuery({ ...classQueries.list(locationId, list.controls.showArchived), enabled: Boolean(locationId) });
  const rooms = useQuery({ ...resourceQueries.rooms(locationId, true), enabled: Boolean(locationId) });
  const staff = useQuery(staffQueries.options());

  const staffById = new Map((staff.data ?? []).map((person) => [person.id, person]));
  const roomById = new Map((rooms.data ?? []).map((room) => [room.id, room]));
  const instructorName = (id: string) => {
    const person = staffById.get(id);
    return person ? displayName(person) : staff.isPending ? '…' : 'Unknown staff member';
  };
  const roomName = (id: string | null) => (id === null ? 'No room' : (roomById.get(id)?.name ?? (rooms.isPending ? '…' : 'Unknown room')));

  const { editing } = dialog;
  const instructors = (staff.data ?? [])
    .filter((person) => (person.isActive && worksAt(person, locationId)) || person.id === editing?.instructorId)
    .sort((a, b) => displayName(a).localeCompare(displayName(b)));
  const dialogRooms = (rooms.data ?? []).filter((room) => !room.archived || room.id === editing?.roomId);

  return (
    <PageFrame
      title="Classes"
      description={`Group sessions with a capacity, an instructor, a room and a weekly timetable.${location ? ` At ${location.name}.` : ''}`}
      actions={canEdit && location ? <Button intent="primary" icon="plus" text="Add class" onClick={() => dialog.open(null)} /> : null}
    >
      <div className="catalogue-page">
        <RefusalCallout refusal={list.refusal} onDismiss={list.clearRefusal} />
        {staff.isError ? (
          <Callout intent="warning" title="Could not load the team" compact>
            Instructor names cannot be shown: {staff.error.message}
          </Callout>
        ) : null}
        <LocationListStatus query={classes} errorTitle="Could not load the classes" />
        {location && classes.isSuccess ? (
          <section className="catalogue-section" aria-label="Class list">
            <ClassesTable
              classes={classes.data}
              locationName={location.name}
              instructorName={instructorName}
              roomName={roomName}
              controls={list.controls}
            />
          </section>
        ) : null}
        {location ? (
          <UpcomingSessions locationId={location.id} zone={zone} today={today} instructorName={instructorName} roomName={roomName} />
        ) : null}
      </div>
      {dialog.isOpen && location ? (
        <ClassDialog
          key={editing?.id ?? 'new'}
          classType={editing}
          locationId={location.id}
          locationName={location.name}
          today={today}
          instructors={instructors}
          rooms={dialogRooms}
          status={dialog.status}
          onClose={dialog.close}
          onSubmit={(input) => dialog.submit(input, input.name)}
        />
      ) : null}
    </PageFrame>
  );
}
