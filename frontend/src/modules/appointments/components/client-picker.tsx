import { useId, useState, type KeyboardEvent } from 'react';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { Button, InputGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { fieldAria } from '../../../ui/form-problems';
import type { ClientInput, ClientSummary } from '@chairside/shared/clients/client-dto';
import { walkInLabel } from '@chairside/shared/appointments/appointment-dto';
import { clientQueries } from '../appointments-queries';
import type { ChosenClient } from '../booking-draft';
import { NewClientForm } from './new-client-form';
import { useDebouncedValue } from '../hooks/use-debounced-value';

type ClientPickerProps = {
  id: string;
  client: ChosenClient | null;
  problem: string | undefined;
  canCreate: boolean;
  onChange(client: ChosenClient | null): void;
  // Booking: a new client is described here and created with the booking (see NewClientForm). Without these
  // (the waitlist), a new client is created at once.
  newClient?: ClientInput | null;
  onNewClient?(client: ClientInput | null): void;
  // Booking: "Walk-in" books someone who gives no details, in one step (the typed text as their name).
  walkIn?: { name: string } | null;
  onWalkIn?(walkIn: { name: string } | null): void;
};

const describe = (client: ClientSummary) =>
  [client.name, client.phone ? formatPhone(client.phone) : '', client.email].filter(Boolean).join(' · ');

// Find a client by typing a name, phone or e-mail (a combobox named "Client"), or add one on the spot.
export function ClientPicker({
  id,
  client,
  problem,
  canCreate,
  onChange,
  newClient = null,
  onNewClient,
  walkIn = null,
  onWalkIn,
}: ClientPickerProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(text.trim(), 250);
  const listId = useId();
  const results = useQuery({ ...clientQueries.search(search), enabled: search.length > 0 && client === null });
  const options = search.length > 0 ? (results.data ?? []) : [];
  const expanded = open && client === null && search.length > 0;

  const pick = (found: ClientSummary) => {
    onChange({ id: found.id, name: found.name });
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  if (client || newClient || walkIn) {
    return (
      <div className="client-picker-chosen">
        <Tag size="large" icon={newClient ? 'new-person' : walkIn ? 'walk' : 'person'} minimal intent="primary">
          {walkIn
            ? walkInLabel(walkIn.name.trim())
            : newClient
              ? `${`${newClient.firstName} ${newClient.lastName}`.trim()} (new client, added with the booking)`
              : client?.name}
        </Tag>
        <Button
          variant="minimal"
          size="small"
          text="Change client"
          onClick={() => {
            onWalkIn?.(null);
            onNewClient?.(null);
            onChange(null);
          }}
        />
      </div>
    );
  }

  return (
    <div className="client-picker">
      <div className="client-picker-row">
        <InputGroup
          id={id}
          className="client-picker-input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && options[active] ? `${listId}-${active}` : undefined}
          {...fieldAria(id, problem, false)}
          autoComplete="off"
          leftIcon="search"
          placeholder="Name, phone or e-mail"
          intent={problem ? Intent.DANGER : Intent.NONE}
          value={text}
          rightElement={results.isFetching ? <Spinner size={16} aria-label="Searching clients" /> : undefined}
          onValueChange={(value) => {
            setText(value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        {canCreate && !creating ? <Button icon="new-person" text="New client" onClick={() => setCreating(true)} /> : null}
        {onWalkIn && !creating ? (
          <Button
            icon="walk"
            text="Walk-in"
            title="Book someone who gives no details; what is typed here becomes their name"
            onClick={() => {
              onWalkIn({ name: text.trim() });
              setText('');
              setOpen(false);
            }}
          />
        ) : null}
      </div>
      <div className="client-picker-popup" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Clients" className="client-picker-options">
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'client-picker-option client-picker-option-active' : 'client-picker-option'}
              // mousedown, not click: the input keeps focus and its blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {describe(option)}
            </li>
          ))}
        </ul>
        {expanded && !results.isFetching && options.length === 0 ? (
          <p role="status" className="client-picker-empty">
            {results.isError
              ? results.error.message
              : canCreate
                ? 'No client matches. Choose New client to add them.'
                : 'No client matches.'}
          </p>
        ) : null}
      </div>
      {canCreate && creating ? (
        <NewClientForm
          initialName={text}
          withBooking={onNewClient !== undefined}
          onChosen={(chosen) => {
            setCreating(false);
            setText('');
            if ('described' in chosen) onNewClient?.(chosen.described);
            else onChange('existing' in chosen ? chosen.existing : chosen.created);
          }}
          onCancel={() => setCreating(false)}
        />
      ) : null}
    </div>
  );
}
