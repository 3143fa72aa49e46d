import { useRef, useState, type FormEvent } from 'react';
import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { forgotPasswordSmsRequestSchema, recoveryReplySchema } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../api/api-client';
import { AuthCard } from './auth-card';
import {
  accountInput,
  AuthErrorCallout,
  AuthField,
  AuthSubmitButton,
  NewPasswordFields,
  useRecoveryField,
  useNewPasswordDraft,
  validateNewPassword,
} from './auth-fields';
import { hasProblems, type NewPasswordProblems } from './password-rules';
import { ResetComplete } from './reset-complete';

type CodeProblems = NewPasswordProblems & { code?: string };

function sendCode(phone: string) {
  return apiRequest('/api/auth/forgot-password-sms', {
    method: 'POST',
    body: { phone },
    credentialCheck: true,
    schema: recoveryReplySchema,
  });
}

// Password recovery by text message, in two steps on one page: the phone number, then the code with the new
// password. The server's answer to step one is the same whether or not the number has an account.
export function ForgotPasswordSmsPage() {
  const [sentTo, setSentTo] = useState<{ phone: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <AuthCard
      title="Reset by text message"
      lede={
        done !== null
          ? undefined
          : sentTo
            ? 'Enter the 6-digit code from the text message and choose a new password.'
            : 'Enter the mobile number on your account and we will text you a code to choose a new password.'
      }
      links={
        done === null && (
          <>
            <Link to="/login">Back to sign in</Link>
            <Link to="/forgot-password">Reset by e-mail instead</Link>
          </>
        )
      }
    >
      {done !== null ? (
        <ResetComplete message={done} />
      ) : sentTo ? (
        <CodeStep phone={sentTo.phone} sentMessage={sentTo.message} onChangeNumber={() => setSentTo(null)} onDone={setDone} />
      ) : (
        <PhoneStep onSent={(phone, message) => setSentTo({ phone, message })} />
      )}
    </AuthCard>
  );
}

function PhoneStep(props: { onSent: (phone: string, message: string) => void }) {
  const request = useMutation({ mutationFn: sendCode, onSuccess: (reply, sentPhone) => props.onSent(sentPhone, reply.message) });
  const { submit, field } = useRecoveryField(
    'phone',
    forgotPasswordSmsRequestSchema,
    { missing: 'Enter the phone number of your account', invalid: 'Enter a valid phone number' },
    (parsed) => request.mutate(parsed.phone),
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={request.isPending}>
      <p className={`auth-step ${Classes.TEXT_MUTED}`}>Step 1 of 2</p>
      <AuthErrorCallout error={request.error} />
      <AuthField
        id="sms-phone"
        label="Phone number"
        {...accountInput.phone}
        autoFocus
        placeholder="+1 312 555 0100"
        hint="Include the country code, like +1."
        {...field}
        readOnly={request.isPending}
      />
      <AuthSubmitButton loading={request.isPending} text="Send code" />
    </form>
  );
}

function CodeStep(props: { phone: string; sentMessage: string; onChangeNumber: () => void; onDone: (message: string) => void }) {
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<CodeProblems>({});
  const newPassword = useNewPasswordDraft((field) => setProblems((current) => ({ ...current, [field]: undefined })));
  const { password, confirmation } = newPassword;
  const [notice, setNotice] = useState(props.sentMessage);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const reset = useMutation({
    mutationFn: (body: { phone: string; code: string; password: string }) =>
      apiRequest('/api/auth/reset-password', { method: 'POST', body, credentialCheck: true, schema: recoveryReplySchema }),
    onSuccess: (reply) => props.onDone(reply.message),
  });
  const resend = useMutation({
    mutationFn: sendCode,
    onSuccess: (reply) => {
      setNotice(reply.message);
      reset.reset();
    },
  });
  const busy = reset.isPending || resend.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedCode = code.trim();
    const codeProblem = !trimmedCode
      ? 'Enter the 6-digit code from the text message.'
      : /^[0-9]{6}$/.test(trimmedCode)
        ? undefined
        : 'The code is 6 digits.';
    const found: CodeProblems = {
      code: codeProblem,
      ...validateNewPassword(password, confirmation, {
        password: codeProblem ? null : passwordRef.current,
        confirmation: codeProblem ? null : confirmationRef.current,
      }),
    };
    setProblems(found);
    if (codeProblem) codeRef.current?.focus();
    if (hasProblems(found)) return;
    resend.reset();
    reset.mutate({ phone: props.phone, code: trimmedCode, password });
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className={`auth-step ${Classes.TEXT_MUTED}`}>Step 2 of 2</p>
      <Callout className="auth-callout" role="status" intent={Intent.PRIMARY} icon="mobile-phone" compact>
        {notice}
      </Callout>
      <AuthErrorCallout error={reset.error ?? resend.error} />
      <AuthField
        id="sms-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setProblems({ ...problems, code: undefined });
        }}
        problem={problems.code}
        readOnly={busy}
        inputRef={codeRef}
      />
      <NewPasswordFields {...newPassword} problems={problems} disabled={busy} passwordRef={passwordRef} confirmationRef={confirmationRef} />
      <AuthSubmitButton loading={reset.isPending} text="Reset password" />
      <div className="auth-secondary-actions">
        <Button
          variant="minimal"
          intent={Intent.PRIMARY}
          text="Send a new code"
          loading={resend.isPending}
          disabled={reset.isPending}
          onClick={() => resend.mutate(props.phone)}
        />
        <Button variant="minimal" text="Use a different number" disabled={busy} onClick={props.onChangeNumber} />
      </div>
    </form>
  );
}
