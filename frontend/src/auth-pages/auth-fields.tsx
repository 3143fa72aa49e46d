import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import type { z } from 'zod';
import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { describeAuthError } from './auth-errors';
import { checkNewPassword, type NewPasswordProblems } from './password-rules';

type AuthFieldProps = Omit<InputGroupProps, 'id' | 'value' | 'onValueChange' | 'intent'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  problem?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

// How each kind of account field asks the browser and password managers for its value (autofill, keyboard,
// no autocorrection of names), the same on every sign-in and recovery page.
export const accountInput = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  username: { autoComplete: 'username', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
} as const satisfies Record<string, Partial<InputGroupProps>>;

// A labelled input whose problem is tied to it (aria-invalid + aria-describedby), so a screen reader hears
// what is wrong when the field gets focus again.
export function AuthField({ id, label, value, onValueChange, problem, hint, ...inputProps }: AuthFieldProps) {
  const describedBy = problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={problem ? Intent.DANGER : Intent.NONE}
      helperText={problem ? <span id={`${id}-problem`}>{problem}</span> : hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
    >
      <InputGroup
        {...inputProps}
        id={id}
        size="large"
        value={value}
        onValueChange={(next) => onValueChange(next)}
        intent={problem ? Intent.DANGER : Intent.NONE}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
      />
    </FormGroup>
  );
}

// What the server refused, in words a person can act on (auth-errors.ts); nothing while there is no error.
export function AuthErrorCallout({ error, children }: { error: unknown; children?: ReactNode }) {
  if (!error) return null;
  return (
    <Callout className="auth-callout" role="alert" intent={Intent.DANGER} icon="error" compact>
      {describeAuthError(error)}
      {children}
    </Callout>
  );
}

// The form's one large submit button, spinning while the request runs.
export function AuthSubmitButton({ text, loading }: { text: string; loading: boolean }) {
  return <Button className="auth-submit" type="submit" intent={Intent.PRIMARY} size="large" fill loading={loading} text={text} />;
}

// The one field of a recovery request (the e-mail address, the phone number): what is typed and its problem
// (gone with the next keystroke), and a submit that checks it with the request's schema, naming the problem
// and focusing the field, before it sends.
export function useRecoveryField<Parsed>(
  key: string,
  schema: z.ZodType<Parsed>,
  words: { missing: string; invalid: string },
  send: (parsed: Parsed) => void,
) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const onValueChange = (next: string) => {
    setValue(next);
    setProblem(undefined);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ [key]: value });
    if (!parsed.success) {
      setProblem(value.trim() ? (parsed.error.issues[0]?.message ?? words.invalid) : words.missing);
      inputRef.current?.focus();
      return;
    }
    setProblem(undefined);
    send(parsed.data);
  };
  return { submit, field: { value, onValueChange, problem, inputRef } };
}

// The sign-in password field with an eye button. The button is named by its title rather than aria-label so
// that "Password" labels exactly one control (label lookups also read aria-label).
export function PasswordField(props: Omit<AuthFieldProps, 'type' | 'rightElement'>) {
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? 'eye-off' : 'eye-open'}
          title={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
          disabled={props.disabled}
        />
      }
    />
  );
}

// The new password and its confirmation as typed, shared by the two reset pages; editing one clears its problem.
export function useNewPasswordDraft(clearProblem: (field: keyof NewPasswordProblems) => void) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const onPasswordChange = (value: string) => {
    setPassword(value);
    clearProblem('password');
  };
  const onConfirmationChange = (value: string) => {
    setConfirmation(value);
    clearProblem('confirmation');
  };
  return { password, confirmation, onPasswordChange, onConfirmationChange };
}

// "New password" and "Confirm new password" with one "Show passwords" switch for both, shared by the e-mail
// link and the text-message reset.
export function NewPasswordFields(props: {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  problems: NewPasswordProblems;
  disabled?: boolean;
  autoFocus?: boolean;
  passwordRef?: Ref<HTMLInputElement>;
  confirmationRef?: Ref<HTMLInputElement>;
}) {
  const [visible, setVisible] = useState(false);
  // Both fields show or hide together and both take the browser's suggested new password.
  const both = { type: visible ? 'text' : 'password', autoComplete: 'new-password', disabled: props.disabled };
  return (
    <>
      <AuthField
        {...both}
        id="new-password"
        label="New password"
        value={props.password}
        onValueChange={props.onPasswordChange}
        problem={props.problems.password}
        hint="At least 8 characters."
        autoFocus={props.autoFocus}
        inputRef={props.passwordRef}
      />
      <AuthField
        {...both}
        id="confirm-new-password"
        label="Confirm new password"
        value={props.confirmation}
        onValueChange={props.onConfirmationChange}
        problem={props.problems.confirmation}
        inputRef={props.confirmationRef}
      />
      <Checkbox label="Show passwords" checked={visible} onChange={() => setVisible((shown) => !shown)} disabled={props.disabled} />
    </>
  );
}

// Checks both fields; returns the problems and focuses the first field that has one.
export function validateNewPassword(
  password: string,
  confirmation: string,
  fields: { password: HTMLInputElement | null; confirmation: HTMLInputElement | null },
): NewPasswordProblems {
  const problems = checkNewPassword(password, confirmation);
  if (problems.password) fields.password?.focus();
  else if (problems.confirmation) fields.confirmation?.focus();
  return problems;
}
