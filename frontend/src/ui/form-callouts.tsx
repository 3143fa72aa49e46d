import type { ReactNode } from 'react';
import { Callout } from '@blueprintjs/core';

type FormCalloutsProps = {
  // What stops the form being sent (a rule about the whole form, or "check the highlighted fields").
  warning?: ReactNode;
  // The server's refusal, in its own words, under errorTitle.
  error?: string | null;
  errorTitle: string;
};

// The two messages every form shows under its fields, each announced when it appears.
export function FormCallouts({ warning, error, errorTitle }: FormCalloutsProps) {
  return (
    <>
      {warning ? (
        <Callout intent="warning" role="alert" compact>
          {warning}
        </Callout>
      ) : null}
      {error ? (
        <Callout intent="danger" role="alert" title={errorTitle} compact>
          {error}
        </Callout>
      ) : null}
    </>
  );
}

// Example: problemCountText(2) === '2 fields need attention. Nothing was saved.'
export function problemCountText(count: number): string | null {
  if (count === 0) return null;
  return `${count === 1 ? 'One field needs attention.' : `${count} fields need attention.`} Nothing was saved.`;
}
