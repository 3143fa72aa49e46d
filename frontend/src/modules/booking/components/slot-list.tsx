import { Button, Callout, Spinner } from '@blueprintjs/core';
import { zoneLabel } from '@chairside/shared/format/zone-format';
import { SectionHeading } from './booking-heading';
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
  // A time the visitor holds themselves: back to its "Your time" screen.
  onResume(holdId: string): void;
  // A day without free times offers the next one that has some (the server finds it), in one tap.
  nextFree?: { label: string; onChoose(): void } | null;
};

// The free start times of the day, grouped morning / afternoon / evening, on the location's clock.
export function SlotList({ groups, loading, error, zone, zoneNote, preview, busyAt, onPick, onResume, nextFree = null }: SlotListProps) {
  return (
    <section aria-label="Available times" className="booking-step booking-slots">
      <SectionHeading depth={1} className="booking-legend">
        Times
      </SectionHeading>
      {zoneNote ? <p className="booking-muted">Times are in {zoneLabel(zone)}, the location’s time zone.</p> : null}
      {preview ? <p className="booking-muted">This is a preview: times cannot be held here.</p> : null}
      {error ? (
        <Callout intent="danger">
          <strong>The times could not be loaded.</strong> {error.message}
        </Callout>
      ) : loading && !groups ? (
        <Spinner size={24} aria-label="Loading times" />
      ) : groups && groups.length === 0 ? (
        <div className="booking-no-times">
          <p>{nextFree ? 'No free times on this day.' : 'No free times on this day or on any later day open for online booking.'}</p>
          {nextFree ? (
            <Button
              className="booking-accent-button"
              icon="arrow-right"
              text={`Next free day: ${nextFree.label}`}
              onClick={nextFree.onChoose}
            />
          ) : null}
        </div>
      ) : (
        groups?.map((group) => (
          <div key={group.part} role="group" aria-label={group.part} className="booking-slot-group">
            <SectionHeading depth={2} className="booking-slot-part">
              {group.part}
            </SectionHeading>
            <div className="booking-slot-buttons">
              {group.slots.map((slot) =>
                slot.heldId ? (
                  <Button
                    key={slot.startsAt}
                    className="booking-slot booking-slot-held"
                    icon="lock"
                    onClick={() => slot.heldId && onResume(slot.heldId)}
                  >
                    {slot.label} <span className="booking-slot-held-tag">Held by you</span>
                  </Button>
                ) : (
                  <Button
                    key={slot.startsAt}
                    className="booking-slot"
                    text={slot.label}
                    disabled={preview || busyAt !== null}
                    loading={busyAt === slot.startsAt}
                    onClick={() => onPick(slot)}
                  />
                ),
              )}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
