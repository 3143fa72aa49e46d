import { Button, Card } from '@blueprintjs/core';
import { displayName } from '@chairside/shared/format/name-format';
import { BookingFlow } from '../modules/booking';
import { useSession } from '../session/use-session';
import { UserAvatar } from '../shell/user-avatar';
import { PublicFrame } from './public-frame';

// /booking (SPEC §2.1): public online booking, for anonymous visitors and signed-in clients.
export function BookingPage() {
  const { status, user, signOut } = useSession();
  return (
    <PublicFrame>
      <Card className="public-card">
        <BookingFlow mode="public" />
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
