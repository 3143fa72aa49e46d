import { useState } from 'react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { MyAppointment } from '@chairside/shared/booking/booking-dto';
import type { LoginReply } from '@chairside/shared/identity/identity-dto';
import { ApiError } from '../../../api/api-client';
import { TextField } from '../../../ui/form-field';
import { bookingQueries } from '../booking-queries';
import type { useBookingCommands } from '../hooks/use-booking-commands';
import { SectionHeading } from './booking-heading';
import { BookingNotice, CancelVisitDialog, servicesOf, VisitActions, VisitSummary, whenOf, type Zones } from './my-appointments';

// /booking#manage=<token>: the visit a confirmation's private link opens, for whoever holds the link (no
// account needed). It may be cancelled or moved under the same rules as "My appointments", and the booker
// may make an account from it (the link proves the e-mail address is theirs).

type ManageVisitProps = {
  token: string;
  zones: Zones;
  commands: ReturnType<typeof useBookingCommands>;
  signedIn: boolean;
  notice: string | null;
  onNotice(text: string | null): void;
  onReschedule(appointment: MyAppointment): void;
  onSignedIn(reply: LoginReply): void;
  onLeave(): void;
};

export function ManageVisit({ token, zones, commands, signedIn, notice, onNotice, onReschedule, onSignedIn, onLeave }: ManageVisitProps) {
  const visit = useQuery(bookingQueries.managed(token));
  const [cancelling, setCancelling] = useState(false);
  const { cancelManaged } = commands;

  if (visit.isPending) return <Spinner size={24} aria-label="Loading your visit" />;
  if (visit.isError)
    return (
      <Callout intent="danger" role="alert">
        <strong>This link does not open a visit.</strong> {visit.error.message}{' '}
        <Button variant="minimal" text="Book a visit" onClick={onLeave} />
      </Callout>
    );
  const { appointment, firstName } = visit.data;
  const label = `${servicesOf(appointment)} on ${whenOf(appointment, zones)}`;
  return (
    <section aria-label="Your visit" className="booking-manage">
      <SectionHeading depth={1} className="booking-legend">
        {firstName ? `${firstName}, your visit` : 'Your visit'}
      </SectionHeading>
      <BookingNotice text={notice} />
      <div className="booking-mine-item" aria-label={label}>
        <VisitSummary appointment={appointment} zones={zones} />
        <VisitActions
          appointment={appointment}
          zones={zones}
          label={label}
          onReschedule={() => onReschedule(appointment)}
          onCancel={() => {
            cancelManaged.reset();
            onNotice(null);
            setCancelling(true);
          }}
        />
      </div>
      {signedIn ? null : <AccountFromLink token={token} commands={commands} onSignedIn={onSignedIn} />}
      <div className="booking-actions">
        <Button variant="minimal" icon="plus" text="Book another visit" onClick={onLeave} />
      </div>
      {cancelling ? (
        <CancelVisitDialog
          appointment={appointment}
          zones={zones}
          status={cancelManaged}
          onClose={() => setCancelling(false)}
          onConfirm={(reason) =>
            cancelManaged.mutate(
              { token, reason },
              {
                onSuccess: () => {
                  onNotice(`Your appointment on ${whenOf(appointment, zones)} is cancelled.`);
                  setCancelling(false);
                },
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

function AccountFromLink({
  token,
  commands,
  onSignedIn,
}: {
  token: string;
  commands: ReturnType<typeof useBookingCommands>;
  onSignedIn(reply: LoginReply): void;
}) {
  const [password, setPassword] = useState('');
  const { createAccount } = commands;
  const exists = createAccount.error instanceof ApiError && createAccount.error.status === 409;
  return (
    <form
      className="booking-account"
      aria-label="Create an account"
      onSubmit={(event) => {
        event.preventDefault();
        createAccount.mutate({ token, password }, { onSuccess: onSignedIn });
      }}
    >
      <SectionHeading depth={2} className="booking-legend">
        Create an account
      </SectionHeading>
      <p className="booking-muted">
        Choose a password to see all your visits next time; you sign in with the e-mail address of this booking.
      </p>
      <TextField
        id="booking-account-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint="At least 8 characters"
      />
      {createAccount.error ? (
        <Callout intent={exists ? 'primary' : 'danger'} role="alert">
          {createAccount.error.message}
          {exists ? (
            <>
              {' '}
              <a href="/login">Sign in</a>
            </>
          ) : null}
        </Callout>
      ) : null}
      <div className="booking-actions">
        <Button type="submit" text="Create account" loading={createAccount.isPending} disabled={createAccount.isPending} />
      </div>
    </form>
  );
}
