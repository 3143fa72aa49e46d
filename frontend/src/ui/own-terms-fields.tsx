import type { ReactNode } from 'react';
import { InputGroup, Intent } from '@blueprintjs/core';
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

// One person's own price and minutes for one service, wherever they are set (the service's "who performs
// it" and the person's "services performed").
export function OwnTermsFields({ subject, price, duration, defaultPriceCents, defaultMinutes, priceInvalid, durationInvalid, onChange, problem }: OwnTermsFieldsProps) {
  return (
    <div className="own-terms">
      <span className="own-terms-label" aria-hidden="true">
        Own price
      </span>
      <InputGroup
        size="small"
        inputMode="decimal"
        leftIcon="dollar"
        placeholder={(defaultPriceCents / 100).toFixed(2)}
        aria-label={`Own price for ${subject} ($)`}
        value={price}
        intent={priceInvalid ? Intent.DANGER : Intent.NONE}
        onValueChange={(value) => onChange({ price: value })}
      />
      <span className="own-terms-label" aria-hidden="true">
        Own minutes
      </span>
      <InputGroup
        size="small"
        type="number"
        inputMode="numeric"
        step={5}
        min={5}
        placeholder={String(defaultMinutes)}
        aria-label={`Own duration for ${subject} (minutes)`}
        value={duration}
        intent={durationInvalid ? Intent.DANGER : Intent.NONE}
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
