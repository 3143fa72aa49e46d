import type { FormEvent, ReactNode } from 'react';

// A settings card's form: submitting never reloads the page, and the browser's own checks stay off so the
// schema's messages are the ones shown.
export function SettingsForm({ onSubmit, labelledBy, children }: { onSubmit(): void; labelledBy?: string; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {children}
    </form>
  );
}
