import { TextAreaField, TextField } from '../../../ui/form-field';
import type { FieldProblems } from '../../../ui/form-problems';

export type DetailsDraft = { firstName: string; lastName: string; email: string; phone: string; notes: string };
export const emptyDetails: DetailsDraft = { firstName: '', lastName: '', email: '', phone: '', notes: '' };

type DetailsFormProps = {
  idPrefix: string;
  draft: DetailsDraft;
  problems: FieldProblems;
  withContact: boolean;
  onChange(draft: DetailsDraft, changedKey: keyof DetailsDraft): void;
};

// A new visitor's name and how to reach them (publicClientSchema); everyone may leave a note.
export function DetailsForm({ idPrefix, draft, problems, withContact, onChange }: DetailsFormProps) {
  const set = (key: keyof DetailsDraft) => (value: string) => onChange({ ...draft, [key]: value }, key);
  return (
    <div className="booking-details">
      {withContact ? (
        <>
          <div className="booking-details-row">
            <TextField
              id={`${idPrefix}-firstName`}
              label="First name"
              required
              autoComplete="given-name"
              value={draft.firstName}
              problem={problems.firstName}
              onChange={set('firstName')}
            />
            <TextField
              id={`${idPrefix}-lastName`}
              label="Last name"
              required
              autoComplete="family-name"
              value={draft.lastName}
              problem={problems.lastName}
              onChange={set('lastName')}
            />
          </div>
          <TextField
            id={`${idPrefix}-email`}
            label="E-mail"
            required
            type="email"
            autoComplete="email"
            value={draft.email}
            problem={problems.email}
            onChange={set('email')}
          />
          <TextField
            id={`${idPrefix}-phone`}
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="So we can reach you if something changes."
            value={draft.phone}
            problem={problems.phone}
            onChange={set('phone')}
          />
        </>
      ) : null}
      <TextAreaField
        id={`${idPrefix}-notes`}
        label="Notes (optional)"
        value={draft.notes}
        problem={problems.notes}
        onChange={set('notes')}
      />
    </div>
  );
}
