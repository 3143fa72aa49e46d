import { readEnvironment, parseConfig } from '../config';
import { deriveKey, hmacHex, loadMasterKey } from './master-key';

// Claim stream names (a unique e-mail, phone, username) carry an HMAC of the value under a key derived from
// the master key: an unsalted hash of a phone number is reversed by hashing every number there is.
let claimKey: Buffer | null = null;

function key(): Buffer {
  claimKey ??= deriveKey(loadMasterKey(parseConfig(readEnvironment())), 'claim-streams');
  return claimKey;
}

export const claimHash = (value: string): string => hmacHex(key(), value);
