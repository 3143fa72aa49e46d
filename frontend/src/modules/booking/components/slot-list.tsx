import { Button, Callout, Spinner } from '@blueprintjs/core';
import { zoneLabel } from '@chairside/shared/format/zone-format';
import type { SlotChoice, SlotGroup } from '../booking-time';

type SlotListProps = {
  groups: SlotGroup[] | null;
  loading: boolean;
  error: Error | null;
  zone: string;
  zoneNote: boolean;
  // Preview (/booking-design): the times show, but nothing is held.
  preview: boolean;
  busyAt: string | null;
  onPick(slot: SlotChoice): void;
};

// The free start times of the day, grouped morning / afternoon / evening, on the location's clock.
export function SlotList({ groups, loading, error, zone, zoneNote, preview, busyAt, onPick }: SlotListProps) {
  return (
    <section aria-label="Available times" className="booking-step booking-slots">
      <h3 className="booking-legend">Times</h3>
      {zoneNote ? <p className="booking-muted">Times are in {zoneLabel(zone)}, the location’s time zone.</p> : null}
      {preview ? <p className="booking-muted">This is a preview: times cannot be held here.</p> : null}
      {error ? (
        <Callout intent="danger" title="The times could not be loaded">
          {error.message}
        </Callout>
      ) : loading && !groups ? (
        <Spinner size={24} aria-label="Loading times" />
      ) : groups && groups.length === 0 ? (
        <p>No free times on this day. Please try another day.</p>
      ) : (
        groups?.map((group) => (
          <div key={group.part} role="group" aria-label={group.part} className="booking-slot-group">
            <h4 className="booking-slot-part">{group.part}</h4>
            <div className="booking-slot-buttons">
              {group.slots.map((slot) => (
                <Button key={slot.startsAt} className="booking-slot" text={slot.label} disabled={preview || busyAt !== null} loading={busyAt === slot.startsAt} onClick={() => onPick(slot)} />
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
