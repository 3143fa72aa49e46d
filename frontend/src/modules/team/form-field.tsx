import type { ReactNode } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';

type FormFieldProps = { id: string; label: string; problem?: string; hint?: ReactNode; className?: string; children: ReactNode };

// A labelled field whose problem shows under it, with the id describedBy() points the control at.
export function FormField({ id, label, problem, hint, className, children }: FormFieldProps) {
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      intent={problem ? Intent.DANGER : Intent.NONE}
      helperText={problem ? <span id={`${id}-problem`}>{problem}</span> : hint}
    >
      {children}
    </FormGroup>
  );
}
