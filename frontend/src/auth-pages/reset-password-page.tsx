import { useRef, useState, type FormEvent } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { recoveryReplySchema } from '@chairside/shared/identity/identity-dto';
import { ApiError, apiRequest } from '../api/api-client';
import { AuthCard } from './auth-card';
import { AuthErrorCallout, AuthSubmitButton, NewPasswordFields, useNewPasswordDraft, validateNewPassword } from './auth-fields';
import { hasProblems, type NewPasswordProblems } from './password-rules';
import { ResetComplete } from './reset-complete';

// The page the e-mailed link opens: /reset-password?token=...
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const newPassword = useNewPasswordDraft((field) => setProblems((current) => ({ ...current, [field]: undefined })));
  const { password, confirmation } = newPassword;
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest('/api/auth/reset-password', { method: 'POST', body, credentialCheck: true, schema: recoveryReplySchema }),
  });

  const links = (
    <>
      <Link to="/login">Back to sign in</Link>
      <Link to="/forgot-password">Request a new link</Link>
    </>
  );

  if (!token) {
    return (
      <AuthCard title="Reset your password" links={links}>
        <Callout className="auth-callout" role="alert" intent={Intent.WARNING} icon="warning-sign" title="This link is incomplete">
          The address you opened has no reset code in it. Open the link from your e-mail again, or{' '}
          <Link className="auth-inline-link" to="/forgot-password">
            ask for a new reset link
          </Link>
          .
        </Callout>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Reset your password">
        <ResetComplete message={reset.data.message} />
      </AuthCard>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation, { password: passwordRef.current, confirmation: confirmationRef.current });
    setProblems(found);
    if (hasProblems(found)) return;
    reset.mutate({ token, password });
  }

  // The server says 400 for a used, expired or unknown link: no retry helps, only a new link.
  const linkIsDead = reset.error instanceof ApiError && reset.error.status === 400;
  return (
    <AuthCard
      title="Choose a new password"
      lede="Pick a password you do not use anywhere else. It needs at least 8 characters."
      links={links}
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={reset.isPending}>
        <AuthErrorCallout error={reset.error}>
          {linkIsDead && (
            <>
              {' '}
              <Link className="auth-inline-link" to="/forgot-password">
                Ask for a new link
              </Link>
              .
            </>
          )}
        </AuthErrorCallout>
        <NewPasswordFields
          {...newPassword}
          problems={problems}
          disabled={reset.isPending}
          autoFocus
          passwordRef={passwordRef}
          confirmationRef={confirmationRef}
        />
        <AuthSubmitButton loading={reset.isPending} text="Reset password" />
      </form>
    </AuthCard>
  );
}
