import '../client-notes.css';
import { Icon } from '@blueprintjs/core';
import { alertSentence } from '../client-notes-queries';

// A client's alerts (pinned notes) beside their name: a warning icon whose accessible name, and tooltip,
// is the alerts' text ("Alert: Latex allergy"). Nothing when the client has none.
export function ClientAlertIcon({ alerts, size = 12 }: { alerts: readonly string[] | undefined; size?: number }) {
  if (!alerts || alerts.length === 0) return null;
  const sentence = alertSentence(alerts);
  return (
    <span role="img" aria-label={sentence} title={sentence} className="client-alert-icon">
      <Icon icon="warning-sign" size={size} aria-hidden="true" />
    </span>
  );
}

// The alerts in words, for a header with room for them (the checkout's client, the top of the profile).
export function ClientAlertLine({ alerts, className }: { alerts: readonly string[] | undefined; className?: string }) {
  if (!alerts || alerts.length === 0) return null;
  return (
    <p className={className ? `client-alert-line ${className}` : 'client-alert-line'} role="note">
      <Icon icon="warning-sign" size={14} aria-hidden="true" className="client-alert-icon" /> {alertSentence(alerts)}
    </p>
  );
}
