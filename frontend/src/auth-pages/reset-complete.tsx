import { useEffect } from 'react';
import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { clearStoredSession } from '../session/session-storage';
import { useSession } from '../session/use-session';

// After a reset the server has ended every session of the account, so any session stored in this browser is
// dead too: forget it now rather than on the next failing call.
export function ResetComplete(props: { message?: string }) {
  const session = useSession();
  const wasSignedIn = session.status === 'authenticated';
  useEffect(() => {
    clearStoredSession();
  }, []);

  return (
    <>
      <Callout className="auth-callout" role="status" intent={Intent.SUCCESS} icon="tick-circle" title="Your password has been reset">
        {props.message?.replace(/^Your password has been reset\.?\s*/, '') || 'You can now sign in with your new password.'}
      </Callout>
      {wasSignedIn ? (
        // Signing out clears the signed-in state, theme and cached data before going to /login.
        <Button intent={Intent.PRIMARY} size="large" fill text="Sign in" onClick={() => void session.signOut()} />
      ) : (
        <Link to="/login" className={`${Classes.BUTTON} ${Classes.LARGE} ${Classes.FILL} ${Classes.INTENT_PRIMARY} auth-link-button`}>
          <span className={Classes.BUTTON_TEXT}>Sign in</span>
        </Link>
      )}
    </>
  );
}
