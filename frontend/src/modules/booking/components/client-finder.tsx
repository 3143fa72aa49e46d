import { useEffect, useState } from 'react';
import { Button, InputGroup, FormGroup, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '@chairside/shared/format/phone-format';
import type { ClientSummary } from '@chairside/shared/clients/client-dto';
import { bookingQueries } from '../booking-queries';

export type FoundClient = { id: string; name: string };

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const describe = (client: ClientSummary) => [client.phone ? formatPhone(client.phone) : '', client.email].filter(Boolean).join(' · ');

type ClientFinderProps = {
  client: FoundClient | null;
  adding: boolean;
  onChoose(client: FoundClient | null): void;
  onAdd(adding: boolean): void;
};

// /booking-test: the desk finds the client by name, phone or e-mail (GET /api/clients?search=), or adds one.
export function ClientFinder({ client, adding, onChoose, onAdd }: ClientFinderProps) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({ ...bookingQueries.clients(search), enabled: search.length > 0 && client === null && !adding });
  if (client) {
    return (
      <div className="booking-client-chosen">
        <Tag size="large" icon="person" minimal>
          {client.name}
        </Tag>
        <Button variant="minimal" text="Change client" onClick={() => onChoose(null)} />
      </div>
    );
  }
  if (adding) {
    return (
      <div className="booking-client-chosen">
        <p>A new client, added with the booking:</p>
        <Button variant="minimal" text="Find a client instead" onClick={() => onAdd(false)} />
      </div>
    );
  }
  const found = search.length > 0 ? (results.data ?? []) : [];
  return (
    <div className="booking-client-finder">
      <FormGroup label="Find client" labelFor="booking-client-search" helperText="Name, phone or e-mail.">
        <InputGroup id="booking-client-search" type="search" leftIcon="search" autoComplete="off" value={text} onValueChange={setText} />
      </FormGroup>
      {search.length > 0 ? (
        <ul aria-label="Matching clients" className="booking-client-results">
          {found.map((option) => (
            <li key={option.id}>
              <Button
                variant="minimal"
                alignText="start"
                aria-label={`Choose ${option.name}`}
                onClick={() => onChoose({ id: option.id, name: option.name })}
              >
                <strong>{option.name}</strong> <span className="booking-muted">{describe(option)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {search.length > 0 && !results.isFetching && found.length === 0 ? (
        <p role="status">{results.isError ? results.error.message : 'No client matches.'}</p>
      ) : null}
      <Button icon="new-person" text="New client" onClick={() => onAdd(true)} />
    </div>
  );
}
