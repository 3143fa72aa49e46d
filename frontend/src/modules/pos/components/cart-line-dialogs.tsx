import { useState } from 'react';
import { Button, Checkbox, ControlGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { DiscountInput } from '@chairside/shared/sales/sale-dto';
import { centsFromDollarText, dollarTextFromCents } from '../../../ui/form-values';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField, SelectField, TextField } from '../../../ui/form-field';
import { serviceQueries } from '../../services/services-queries';
import { newLineId, normalisedCode, groupedCode, type PosLine } from '../pos-cart';
import { useNewGiftCardCode } from '../hooks/use-pos-commands';

export type StaffChoice = { id: string; name: string };

const idle = { isPending: false, error: null };
const money = (text: string) => centsFromDollarText(text);
const validCents = (cents: number | undefined): cents is number => cents !== undefined && Number.isInteger(cents) && cents > 0;

// A service from the catalogue, with who performed it and their price (a person's own price for it, else the service's).
export function ServiceLineDialog({
  locationId,
  staff,
  onAdd,
  onClose,
}: {
  locationId: string;
  staff: readonly StaffChoice[];
  onAdd(line: PosLine): void;
  onClose(): void;
}) {
  const services = useQuery(serviceQueries.list(false, locationId));
  const [serviceId, setServiceId] = useState('');
  const [staffId, setStaffId] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const service = services.data?.find((one) => one.id === serviceId) ?? null;
  const performers = service ? staff.filter((person) => service.staff.some((assignment) => assignment.staffId === person.id)) : [];
  const priceFor = (chosen: Service | null, personId: string) =>
    chosen ? (chosen.staff.find((assignment) => assignment.staffId === personId)?.priceCents ?? chosen.priceCents) : 0;

  const submit = () => {
    const cents = money(price);
    if (!service) return setProblem('Choose a service');
    if (cents === undefined || !Number.isInteger(cents) || cents < 0) return setProblem('Enter the price in dollars, like 45.00');
    onAdd({
      kind: 'service',
      lineId: newLineId(),
      serviceId: service.id,
      staffId: staffId || null,
      description: service.name,
      unitPriceCents: cents,
      quantity: 1,
      discount: null,
    });
  };
  return (
    <FormDialog
      title="Add a service"
      icon="cut"
      className="pos-dialog"
      labelForm
      status={idle}
      errorTitle="Could not add the service"
      warning={problem ?? (services.isError ? services.error.message : null)}
      submitText="Add to cart"
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        id="pos-service"
        label="Service"
        value={serviceId}
        placeholder={services.isPending ? 'Loading...' : 'Choose a service'}
        options={(services.data ?? []).map((one) => ({ value: one.id, label: `${one.name} · ${formatMoneyFromCents(one.priceCents)}` }))}
        onChange={(id) => {
          setServiceId(id);
          setStaffId('');
          setPrice(dollarTextFromCents(priceFor(services.data?.find((one) => one.id === id) ?? null, '')));
        }}
      />
      <SelectField
        id="pos-service-staff"
        label="Performed by"
        value={staffId}
        placeholder="No one in particular"
        options={performers.map((person) => ({ value: person.id, label: person.name }))}
        onChange={(id) => {
          setStaffId(id);
          setPrice(dollarTextFromCents(priceFor(service, id)));
        }}
      />
      <TextField id="pos-service-price" label="Price ($)" inputMode="decimal" value={price} onChange={setPrice} />
    </FormDialog>
  );
}

// A free amount: anything not in the catalogue, taxed unless said otherwise.
export function AmountLineDialog({ onAdd, onClose }: { onAdd(line: PosLine): void; onClose(): void }) {
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [taxable, setTaxable] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const cents = money(amount);
    if (description.trim() === '') return setProblem('Describe the item');
    if (!validCents(cents)) return setProblem('Enter the amount in dollars, like 20.00');
    onAdd({
      kind: 'custom',
      lineId: newLineId(),
      description: description.trim(),
      unitPriceCents: cents,
      quantity: 1,
      taxable,
      discount: null,
    });
  };
  return (
    <FormDialog
      title="Add an amount"
      icon="dollar"
      className="pos-dialog"
      labelForm
      status={idle}
      errorTitle="Could not add the amount"
      warning={problem}
      submitText="Add to cart"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField id="pos-amount-description" label="Description" maxLength={120} value={description} onChange={setDescription} />
      <TextField id="pos-amount-value" label="Amount ($)" inputMode="decimal" value={amount} onChange={setAmount} />
      <Checkbox checked={taxable} label="Taxable" onChange={(event) => setTaxable(event.currentTarget.checked)} />
    </FormDialog>
  );
}

// Sell a new gift card (a generated code, or a printed certificate's) or reload an existing one.
export function GiftCardLineDialog({
  initial,
  onAdd,
  onClose,
}: {
  initial: { mode: 'sell' | 'reload'; code: string };
  onAdd(line: PosLine): void;
  onClose(): void;
}) {
  const [mode, setMode] = useState(initial.mode);
  const [code, setCode] = useState(initial.code ? groupedCode(initial.code) : '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const generate = useNewGiftCardCode();
  const submit = () => {
    const cents = money(amount);
    const plain = normalisedCode(code);
    if (!/^[A-Z0-9]{8,20}$/.test(plain)) return setProblem('A gift card code is 8 to 20 letters and digits');
    if (!validCents(cents)) return setProblem('Enter the amount in dollars, like 50.00');
    if (cents > 200_000) return setProblem('A gift card holds at most $2,000.00');
    onAdd({
      kind: 'gift_card',
      lineId: newLineId(),
      mode,
      code: plain,
      amountCents: cents,
      description: `${mode === 'sell' ? 'Gift card' : 'Gift card reload'} ${groupedCode(plain)}`,
    });
  };
  return (
    <FormDialog
      title={mode === 'sell' ? 'Sell a gift card' : 'Reload a gift card'}
      icon="credit-card"
      className="pos-dialog"
      labelForm
      status={generate}
      errorTitle="Could not make a gift card code"
      warning={problem}
      submitText="Add to cart"
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup
        label="Gift card"
        inline
        selectedValue={mode}
        onChange={(event) => setMode(event.currentTarget.value as 'sell' | 'reload')}
      >
        <Radio label="Sell a new card" value="sell" />
        <Radio label="Reload a card" value="reload" />
      </RadioGroup>
      <FormField id="pos-gift-code" label="Code" hint={mode === 'sell' ? 'Generate one, or type a printed certificate’s code.' : undefined}>
        {(control) => (
          <ControlGroup fill>
            <InputGroup {...control} value={code} onValueChange={setCode} autoComplete="off" />
            {mode === 'sell' ? (
              <Button
                text="Generate code"
                icon="refresh"
                loading={generate.isPending}
                onClick={() => generate.mutate(undefined, { onSuccess: (reply) => setCode(groupedCode(reply.code)) })}
              />
            ) : null}
          </ControlGroup>
        )}
      </FormField>
      <TextField id="pos-gift-amount" label="Amount ($)" inputMode="decimal" value={amount} onChange={setAmount} />
    </FormDialog>
  );
}

// A discount on a line or on the whole cart: a percentage or an amount, always with a reason.
export function DiscountDialog({
  title,
  current,
  onApply,
  onClose,
}: {
  title: string;
  current: DiscountInput | null;
  onApply(discount: DiscountInput | null): void;
  onClose(): void;
}) {
  const [kind, setKind] = useState<'percent' | 'amount'>(current?.kind ?? 'percent');
  const [value, setValue] = useState(
    current ? (current.kind === 'percent' ? String(current.basisPoints / 100) : dollarTextFromCents(current.amountCents)) : '',
  );
  const [reason, setReason] = useState(current?.reason ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (reason.trim() === '') return setProblem('Give a reason for the discount');
    if (kind === 'percent') {
      const basisPoints = money(value);
      if (basisPoints === undefined || !Number.isInteger(basisPoints) || basisPoints <= 0 || basisPoints > 10000)
        return setProblem('Enter a percentage between 0.01 and 100');
      return onApply({ kind: 'percent', basisPoints, reason: reason.trim() });
    }
    const cents = money(value);
    if (!validCents(cents)) return setProblem('Enter the amount in dollars, like 10.00');
    return onApply({ kind: 'amount', amountCents: cents, reason: reason.trim() });
  };
  return (
    <FormDialog
      title={title}
      icon="tag"
      className="pos-dialog"
      labelForm
      status={idle}
      errorTitle="Could not apply the discount"
      warning={problem}
      submitText="Apply discount"
      cancelText={current ? 'Cancel' : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id="pos-discount-value" label={kind === 'percent' ? 'Discount (%)' : 'Discount ($)'}>
        {(control) => (
          <ControlGroup fill>
            <HTMLSelect
              aria-label="Kind of discount"
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as 'percent' | 'amount')}
              options={[
                { value: 'percent', label: 'Percent' },
                { value: 'amount', label: 'Amount' },
              ]}
            />
            <InputGroup {...control} inputMode="decimal" value={value} onValueChange={setValue} fill />
          </ControlGroup>
        )}
      </FormField>
      <TextField id="pos-discount-reason" label="Reason" maxLength={200} value={reason} onChange={setReason} />
      {current ? <Button variant="minimal" intent="danger" icon="trash" text="Remove discount" onClick={() => onApply(null)} /> : null}
    </FormDialog>
  );
}
