import { consentSourceLabels, type ClientConsent, type StaffConsentSource } from '@chairside/shared/clients/client-dto';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { formatDate, formatDateTime } from '@chairside/shared/format/date-format';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Example: birthdayText('--07-04') === 'July 4'; birthdayText('1990-12-09') === 'December 9, 1990'
export function birthdayText(birthday: string): string {
  const match = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return birthday;
  const day = `${months[Number(match[2]) - 1] ?? ''} ${Number(match[3])}`;
  return match[1] === '-' ? day : `${day}, ${match[1]}`;
}

// Example: 'Given at the desk by Fran Desk, Nov 27, 2026, 3:05 PM'; 'Given when booking online, Nov 2, 2026, 9:00 AM'
// (no one named: the client did it themselves, or the user is gone). The time, because a consent record
// is what proves a message was allowed when it was sent.
export function consentText(consent: ClientConsent | null): string {
  if (!consent) return 'Not asked yet';
  const how = consentSourceLabels[consent.source];
  return `${consent.granted ? 'Given' : 'Withdrawn'} ${how}${consent.byName ? ` by ${consent.byName}` : ''}, ${whenText(consent.at)}`;
}

// Example: consentSourceOption('client_request') === 'At the client’s request'
export function consentSourceOption(source: StaffConsentSource): string {
  const label = consentSourceLabels[source];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export const whenText = (at: string) => formatDateTime(at, BUSINESS_TIME_ZONE);
export const dayText = (at: string) => formatDate(at, BUSINESS_TIME_ZONE);
