import { Button } from '@blueprintjs/core';
import { SectionHeading } from './booking-heading';
import type { KeptHold } from '../booking-held';

type HeldTimesProps = {
  holds: readonly KeptHold[];
  // "Classic Manicure · Tuesday, December 1, 2026 at 10:30 AM with Nell" for a hold.
  describe(hold: KeptHold): string;
  // "Tuesday, December 1 at 10:30 AM": what the buttons name.
  when(hold: KeptHold): string;
  until(hold: KeptHold): string;
  releasing: string | null;
  onResume(hold: KeptHold): void;
  onRelease(hold: KeptHold): void;
};

// The times this visitor holds besides the one on screen (placed before a reload, back and forward, or
// signing in): each can be booked or released, so none is stranded until it lapses.
export function HeldTimes({ holds, describe, when, until, releasing, onResume, onRelease }: HeldTimesProps) {
  if (holds.length === 0) return null;
  return (
    <section aria-label="Your held times" className="booking-held-times">
      <SectionHeading depth={1} className="booking-legend">
        Your held times
      </SectionHeading>
      <ul>
        {holds.map((hold) => (
          <li key={hold.holdId}>
            <span>
              {describe(hold)} · held until {until(hold)}
            </span>
            <Button
              className="booking-accent-button"
              text="Continue"
              aria-label={`Continue booking ${when(hold)}`}
              onClick={() => onResume(hold)}
            />
            <Button
              icon="unlock"
              text="Release"
              aria-label={`Release the hold on ${when(hold)}`}
              loading={releasing === hold.holdId}
              onClick={() => onRelease(hold)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
