import { walletStream } from '@chairside/shared/card-payments/wallet-events';
import { findSavedPaymentMethodClient } from '@chairside/projections/card-payments/saved-payment-method-queries';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { walletDecider } from './wallet-decider';

// Takes a card off its client's file (the read model names the client whose wallet holds it).
export async function removeSavedCard(deps: ServiceDeps, paymentMethodId: string, context: CommandContext): Promise<CommandOutcome> {
  const clientId = await findSavedPaymentMethodClient(deps.readDb, paymentMethodId);
  if (!clientId) throw new DomainError('That saved card is not on file', 404);
  const result = await handleCommand(
    deps.store,
    walletStream(clientId),
    walletDecider,
    { type: 'RemoveCard', clientId, paymentMethodId },
    context,
  );
  return { id: paymentMethodId, result };
}
