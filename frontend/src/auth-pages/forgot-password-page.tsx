import { Callout, Intent } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema, recoveryReplySchema } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../api/api-client';
import { AuthCard } from './auth-card';
import { accountInput, AuthErrorCallout, AuthField, AuthSubmitButton, useRecoveryField } from './auth-fields';

// Password recovery by e-mail. The server answers the same whether or not the address has an account, so the
// page only ever repeats that neutral answer.
export function ForgotPasswordPage() {
  const request = useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest('/api/auth/forgot-password', { method: 'POST', body, credentialCheck: true, schema: recoveryReplySchema }),
  });

  const { submit, field } = useRecoveryField(
    'email',
    forgotPasswordRequestSchema,
    { missing: 'Enter the e-mail address of your account', invalid: 'Enter a valid e-mail address' },
    (body) => request.mutate(body),
  );

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
        <AuthErrorCallout error={request.error} />
        <AuthField id="forgot-email" label="E-mail address" {...accountInput.email} autoFocus {...field} readOnly={request.isPending} />
        <AuthSubmitButton loading={request.isPending} text="Send reset link" />
      </form>
    </AuthCard>
  );
}
