import type { ClientProfile } from '@chairside/shared/clients/client-dto';

// The profile's privacy actions (anonymise, export): a placeholder until the privacy part fills it in.
export function ClientPrivacyActions(_props: { client: ClientProfile }) {
  return null;
}
