import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';

type CatalogueFieldProps = {
  id: string;
  label: string;
  // What the field means; replaced by the error while there is one.
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

// A labelled field whose hint or error is the control's accessible description (see fieldAria),
// so a screen reader reads the schema's message with the field it belongs to.
export function CatalogueField({ id, label, hint, error, className, children }: CatalogueFieldProps) {
  const helper = error ?? hint;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      className={className}
      helperText={helper ? <span id={`${id}-help`}>{helper}</span> : undefined}
    >
      {children}
    </FormGroup>
  );
}

export function fieldAria(id: string, error: string | undefined, hasHint = true) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hasHint ? `${id}-help` : undefined } as const;
}
