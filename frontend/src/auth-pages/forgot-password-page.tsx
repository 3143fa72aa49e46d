import { useRef, useState, type FormEvent } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema, recoveryReplySchema } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../api/api-client';
import { AuthCard } from './auth-card';
import { AuthField } from './auth-fields';
import { describeAuthError } from './auth-errors';

// Password recovery by e-mail. The server answers the same whether or not the address has an account, so the
// page only ever repeats that neutral answer.
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);

  const request = useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest('/api/auth/forgot-password', { method: 'POST', body, credentialCheck: true, schema: recoveryReplySchema }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(email.trim() ? (parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address') : 'Enter the e-mail address of your account');
      emailRef.current?.focus();
      return;
    }
    setProblem(undefined);
    request.mutate(parsed.data);
  }

  return (
    <AuthCard
      title="Forgot your password?"
      lede="Enter the e-mail address of your account and we will send you a link to choose a new password."
      links={
        <>
          <Link to="/login">Back to sign in</Link>
          <Link to="/forgot-password-sms">Reset by text message instead</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={request.isPending}>
        {request.isSuccess && (
          <Callout className="auth-callout" role="status" intent={Intent.SUCCESS} icon="envelope" title="Check your inbox">
            {request.data.message}
          </Callout>
        )}
        {request.isError && (
          <Callout className="auth-callout" role="alert" intent={Intent.DANGER} icon="error" compact>
            {describeAuthError(request.error)}
          </Callout>
        )}
        <AuthField
          id="forgot-email"
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setProblem(undefined);
          }}
          problem={problem}
          readOnly={request.isPending}
          inputRef={emailRef}
        />
        <Button className="auth-submit" type="submit" intent={Intent.PRIMARY} size="large" fill loading={request.isPending} text="Send reset link" />
      </form>
    </AuthCard>
  );
}
