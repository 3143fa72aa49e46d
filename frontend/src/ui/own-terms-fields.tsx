import type { ReactNode } from 'react';
import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import './ui.css';

type OwnTermsFieldsProps = {
  // Whose terms, for the fields' accessible names: "Own price for Maya Chen ($)".
  subject: string;
  price: string;
  duration: string;
  // The service's own terms, shown while a field is blank (blank means "the service's").
  defaultPriceCents: number;
  defaultMinutes: number;
  priceInvalid?: boolean;
  durationInvalid?: boolean;
  onChange(patch: { price?: string; duration?: string }): void;
  // What is wrong, under the two fields.
  problem?: ReactNode;
};

// A visible label (hidden from readers: the input's own name says more) and its small input.
function TermInput({ label, invalid, ...input }: Omit<InputGroupProps, 'size' | 'intent'> & { label: string; invalid?: boolean }) {
  return (
    <>
      <span className="own-terms-label" aria-hidden="true">
        {label}
      </span>
      <InputGroup {...input} size="small" intent={invalid ? Intent.DANGER : Intent.NONE} />
    </>
  );
}

// One person's own price and minutes for one service, wherever they are set (the service's "who performs
// it" and the person's "services performed").
export function OwnTermsFields({
  subject,
  price,
  duration,
  defaultPriceCents,
  defaultMinutes,
  priceInvalid,
  durationInvalid,
  onChange,
  problem,
}: OwnTermsFieldsProps) {
  return (
    <div className="own-terms">
      <TermInput
        label="Own price"
        inputMode="decimal"
        leftIcon="dollar"
        placeholder={(defaultPriceCents / 100).toFixed(2)}
        aria-label={`Own price for ${subject} ($)`}
        value={price}
        invalid={priceInvalid}
        onValueChange={(value) => onChange({ price: value })}
      />
      <TermInput
        label="Own minutes"
        type="number"
        inputMode="numeric"
        step={5}
        min={5}
        placeholder={String(defaultMinutes)}
        aria-label={`Own duration for ${subject} (minutes)`}
        value={duration}
        invalid={durationInvalid}
        onValueChange={(value) => onChange({ duration: value })}
      />
      {problem ? (
        <p className="own-terms-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
