import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { CardProvider } from './card-provider-port';
import { createSimulatedCardProvider } from './simulated-card-provider';

// The card provider CARD_PROVIDER names (only the simulator so far), as the SMS provider is chosen.
export function createCardProvider(config: Pick<Config, 'CARD_PROVIDER' | 'CARD_TERMINAL_TIMEOUT_MS'>, db: Kysely<unknown>): CardProvider {
  switch (config.CARD_PROVIDER) {
    case 'simulator':
      return createSimulatedCardProvider({ db, timings: { terminalTimeoutMs: config.CARD_TERMINAL_TIMEOUT_MS } });
  }
}
