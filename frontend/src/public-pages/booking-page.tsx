import { Button, Card, Callout, Intent } from '@blueprintjs/core';
import { displayName } from '@chairside/shared/format/name-format';
import { useSession } from '../session/use-session';
import { UserAvatar } from '../shell/user-avatar';
import { PublicFrame } from './public-frame';

// /booking (SPEC §2.1): public online booking. The booking flow itself comes with the appointments module,
// so this page says so plainly instead of offering a form that books nothing.
export function BookingPage() {
  const { status, user, signOut } = useSession();
  return (
    <PublicFrame>
      <Card className="public-card">
        <h1 className="public-title">Online booking opens soon</h1>
        <p>
          Soon you will be able to choose a service, a team member and a time here, and book in a few taps. Until then, please call or visit us to book
          your appointment.
        </p>
        <Callout intent={Intent.PRIMARY} icon="time">
          Online booking is not available yet. Nothing on this page makes a booking.
        </Callout>
        {status === 'authenticated' && user ? (
          <section className="public-signed-in" aria-label="Your account">
            <UserAvatar user={user} size={40} />
            <div className="public-signed-in-text">
              <p className="public-signed-in-caption">Signed in as</p>
              <p className="public-signed-in-name">{displayName(user)}</p>
              <p className="public-signed-in-email">{user.email}</p>
            </div>
            <Button icon="log-out" text="Sign out" onClick={() => void signOut()} />
          </section>
        ) : null}
      </Card>
    </PublicFrame>
  );
}
