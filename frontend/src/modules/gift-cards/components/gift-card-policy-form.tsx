import { useState, type FormEvent } from 'react';
import { Button, Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { GIFT_CARD_MIN_EXPIRY_MONTHS, giftCardPolicyInputSchema } from '@chairside/shared/gift-cards/gift-card-dto';
import { TextField } from '../../../ui/form-field';
import { QueryStatus } from '../../../ui/query-error';
import { giftCardQueries } from '../gift-cards-queries';
import { useSetGiftCardPolicy } from '../hooks/use-gift-card-commands';

const describe = (months: number | null) =>
  months === null ? 'Gift cards sold from now on never expire.' : `Gift cards sold from now on expire ${months} months after their sale.`;

// The business's expiry policy: none, or whole months from five years on (the US federal minimum). A card
// keeps the expiry it was sold with; only cards sold afterwards follow a change.
export function GiftCardPolicyForm({ canEdit }: { canEdit: boolean }) {
  const policy = useQuery(giftCardQueries.policy());
  return (
    <section className="catalogue-section" aria-labelledby="gift-card-policy-title">
      <h2 id="gift-card-policy-title" className="catalogue-section-title">
        Expiry
      </h2>
      <QueryStatus query={policy} errorTitle="Could not load the expiry policy" compact />
      {policy.data ? (
        canEdit ? (
          <PolicyEditor key={String(policy.data.expiryMonths)} months={policy.data.expiryMonths} />
        ) : (
          <p>{describe(policy.data.expiryMonths)}</p>
        )
      ) : null}
    </section>
  );
}

function PolicyEditor({ months }: { months: number | null }) {
  const save = useSetGiftCardPolicy();
  const [expires, setExpires] = useState(months !== null);
  const [typed, setTyped] = useState(String(months ?? GIFT_CARD_MIN_EXPIRY_MONTHS));
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = giftCardPolicyInputSchema.safeParse({
      expiryMonths: expires ? (typed.trim() === '' ? Number.NaN : Number(typed)) : null,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    save.mutate(parsed.data);
  };

  return (
    <form className="gift-card-policy-form" onSubmit={submit} noValidate aria-label="Expiry">
      <p>{describe(months)} A card keeps the expiry it was sold with.</p>
      <RadioGroup
        label="When gift cards expire"
        selectedValue={expires ? 'months' : 'never'}
        onChange={(event) => setExpires(event.currentTarget.value === 'months')}
      >
        <Radio value="never" label="Never" />
        <Radio value="months" label="A number of months after the sale" />
      </RadioGroup>
      {expires ? (
        <TextField
          id="gift-card-expiry-months"
          label="Months after the sale"
          hint={`At least ${GIFT_CARD_MIN_EXPIRY_MONTHS} months (five years), the US federal minimum`}
          problem={problem}
          type="number"
          inputMode="numeric"
          min={GIFT_CARD_MIN_EXPIRY_MONTHS}
          value={typed}
          onChange={setTyped}
        />
      ) : null}
      {save.error ? (
        <Callout intent="danger" title="Could not save the expiry" compact>
          {save.error.message}
        </Callout>
      ) : null}
      <Button type="submit" text="Save expiry" loading={save.isPending} />
    </form>
  );
}
