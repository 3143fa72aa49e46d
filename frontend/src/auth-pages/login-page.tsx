import { startTransition, useRef, useState, type FormEvent } from 'react';
import { Callout, Classes, Intent } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginReplySchema, loginRequestSchema, type LoginRequest } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/use-session';
import { AuthCard } from './auth-card';
import { accountInput, AuthErrorCallout, AuthField, AuthSubmitButton, PasswordField } from './auth-fields';
import { signInTarget } from './sign-in-target';

type FieldProblems = { identifier?: string; password?: string };

// Shown at /login and, for a signed-out visitor, at any other path (SPEC §2.2): after signing in the visitor
// lands on the page they asked for.
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const login = useMutation({
    mutationFn: (request: LoginRequest) =>
      apiRequest('/api/auth/login', { method: 'POST', body: request, credentialCheck: true, schema: loginReplySchema }),
    onSuccess: (reply) => {
      // The router applies navigations in a transition. Signing in inside the same transition makes the app
      // render the signed-in routes at the destination in one go; signed in first, it would render them at
      // /login, whose redirect to /dashboard would win over the page the person asked for.
      startTransition(() => {
        navigate(signInTarget(reply.user.role, location), { replace: true });
        session.signIn(reply);
      });
    },
    onError: () => {
      // Wrong credentials are the usual cause: keep the identifier, ask for the password again.
      setPassword('');
      passwordRef.current?.focus();
    },
  });

  // Typing in a field takes its problem away.
  const typing = (field: keyof FieldProblems, set: (value: string) => void) => (value: string) => {
    set(value);
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ identifier, password });
    if (!parsed.success) {
      const found: FieldProblems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'identifier' || field === 'password') && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      (found.identifier ? identifierRef : passwordRef).current?.focus();
      return;
    }
    setProblems({});
    login.mutate(parsed.data);
  }

  const busy = login.isPending || login.isSuccess;
  return (
    <AuthCard
      title="Sign in"
      // A non-breaking hyphen keeps "e-mail" on one line on narrow phones.
      lede="Welcome back. Sign in with your username or e‑mail address."
      links={
        <>
          <Link to="/forgot-password">Forgot password?</Link>
          <Link to="/forgot-password-sms">Reset by text message</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <AuthErrorCallout error={login.error} />
        <AuthField
          id="login-identifier"
          label="Username or e-mail"
          {...accountInput.username}
          autoFocus
          value={identifier}
          onValueChange={typing('identifier', setIdentifier)}
          problem={problems.identifier}
          readOnly={busy}
          inputRef={identifierRef}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onValueChange={typing('password', setPassword)}
          problem={problems.password}
          readOnly={busy}
          inputRef={passwordRef}
        />
        <AuthSubmitButton loading={busy} text="Sign in" />
      </form>
      {import.meta.env.DEV && (
        // Only the development build: the demo logins are printed by `npm start`, never written into the app.
        // No title: Blueprint renders a callout title as an h5, which would skip heading levels after the h1.
        <Callout className="auth-hint" intent={Intent.PRIMARY} icon="info-sign" compact>
          <span className={Classes.TEXT_MUTED}>
            <strong>Demo accounts</strong>: sign in as admin, frontdesk, basic or client. Their password is in the list that{' '}
            <code>npm start</code> printed.
          </span>
        </Callout>
      )}
    </AuthCard>
  );
}
