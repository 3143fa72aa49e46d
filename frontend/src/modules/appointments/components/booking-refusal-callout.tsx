import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import type { NextFreeTime } from '@chairside/shared/appointments/appointment-dto';
import type { ClientSummary } from '@chairside/shared/clients/client-dto';
import { TextAreaField } from '../../../ui/form-field';
import { freeTimeLabel, type RefusalDetails } from '../booking-refusal';

type BookingRefusalCalloutProps = {
  refusal: RefusalDetails;
  // The day the booking asked for: free times on it show the time alone.
  askedDate: string;
  canOverride: boolean;
  pending: boolean;
  onFreeTime(free: NextFreeTime): void;
  onExistingClient(client: ClientSummary): void;
  onOverride(reason: string): void;
};

// A refused booking, in the server's words, and the ways forward: book the existing client the new one duplicates,
// one of the next free times, or (a manager, when the refusal allows it) book anyway with a reason kept in history.
export function BookingRefusalCallout({
  refusal,
  askedDate,
  canOverride,
  pending,
  onFreeTime,
  onExistingClient,
  onOverride,
}: BookingRefusalCalloutProps) {
  const [overriding, setOverriding] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>(undefined);
  const offerOverride = refusal.overridable && canOverride;

  const bookAnyway = () => {
    const trimmed = reason.trim();
    if (trimmed === '') setReasonProblem('Say why this booking goes ahead despite the conflict');
    else if (trimmed.length > 500) setReasonProblem('The reason is at most 500 characters');
    else onOverride(trimmed);
  };

  return (
    <Callout intent="danger" role="alert" title="Could not book the appointment" compact className="booking-refusal">
      <p>{refusal.message}</p>
      {refusal.matchingClient ? (
        <Button
          intent="primary"
          icon="person"
          disabled={pending}
          text={`Book ${refusal.matchingClient.name} instead`}
          onClick={() => refusal.matchingClient && onExistingClient(refusal.matchingClient)}
        />
      ) : null}
      {refusal.nextFreeTimes.length > 0 ? (
        <div className="booking-free-times">
          <p id="booking-free-times-label">Book a next free time instead:</p>
          <ul aria-labelledby="booking-free-times-label">
            {refusal.nextFreeTimes.map((free) => (
              <li key={`${free.startsAt}-${free.staffId}`}>
                <Button
                  size="small"
                  icon="time"
                  disabled={pending}
                  text={freeTimeLabel(free, askedDate)}
                  onClick={() => onFreeTime(free)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : refusal.overridable ? (
        <p>No free time was found for the next 7 days.</p>
      ) : null}
      {offerOverride && !overriding ? (
        <Button icon="warning-sign" intent="warning" disabled={pending} text="Book anyway" onClick={() => setOverriding(true)} />
      ) : null}
      {offerOverride && overriding ? (
        <div className="booking-override">
          <TextAreaField
            id="booking-override-reason"
            label="Reason for booking anyway"
            hint="Kept in the appointment's history. A room or device that is full is never booked over."
            problem={reasonProblem}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonProblem(undefined);
            }}
          />
          <div className="booking-override-actions">
            <Button text="Keep the rules" variant="minimal" disabled={pending} onClick={() => setOverriding(false)} />
            <Button intent="warning" icon="warning-sign" loading={pending} text="Book anyway with this reason" onClick={bookAnyway} />
          </div>
        </div>
      ) : null}
    </Callout>
  );
}
