import { useState } from 'react';
import { FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { staffConsentSources, type ClientProfile, type StaffConsentSource } from '@chairside/shared/clients/client-dto';
import type { ConsentChannel } from '@chairside/shared/clients/client-events';
import { showToast } from '../../../shell/toasts';
import { consentSourceOption, consentText } from '../client-format';
import { useRecordClientConsent } from '../hooks/use-client-commands';

const channels: { channel: ConsentChannel; label: string }[] = [
  { channel: 'email', label: 'E-mail marketing' },
  { channel: 'sms', label: 'SMS marketing' },
];

// Marketing consent per channel, each with how, by whom and when it was last given or withdrawn. Whoever
// may change it first says how the answer reached them (at the desk unless told otherwise); that is sent
// with each switch they turn and recorded in the history.
export function ClientConsentControl({ client, canChange }: { client: ClientProfile; canChange: boolean }) {
  const consent = useRecordClientConsent();
  const [source, setSource] = useState<StaffConsentSource>('desk');
  const record = (channel: ConsentChannel, granted: boolean) =>
    consent.mutate(
      { id: client.id, channel, input: { granted, source } },
      { onError: (error) => showToast({ message: error.message, intent: 'danger' }) },
    );

  return (
    <div className="clients-consent" role="group" aria-label="Marketing consent">
      {canChange ? (
        <FormGroup label="How the client answered" labelFor="client-consent-source" inline className="clients-consent-source">
          <HTMLSelect
            id="client-consent-source"
            value={source}
            onChange={(event) => setSource(event.currentTarget.value === 'client_request' ? 'client_request' : 'desk')}
          >
            {staffConsentSources.map((option) => (
              <option key={option} value={option}>
                {consentSourceOption(option)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      ) : null}
      {channels.map(({ channel, label }) => (
        <div key={channel} className="clients-consent-row">
          <Switch
            label={label}
            role="switch"
            checked={client.consent[channel]?.granted ?? false}
            disabled={!canChange || consent.isPending}
            onChange={(event) => record(channel, event.currentTarget.checked)}
          />
          <span className="clients-muted">{consentText(client.consent[channel])}</span>
        </div>
      ))}
    </div>
  );
}
