import { Router } from 'express';
import {
  cancelTerminalSchema,
  cardTerminalQuerySchema,
  cardTokenInputSchema,
  presentCardSchema,
  savedPaymentMethodsQuerySchema,
  type CardTerminal,
} from '@chairside/shared/card-payments/card-payment-dto';
import type { TerminalReading } from '@chairside/platform/payments/card-provider-port';
import { listSavedPaymentMethods } from '@chairside/projections/card-payments/saved-payment-method-queries';
import { locationNamesByIds } from '@chairside/projections/business/business-queries';
import { DomainError } from '../commands/domain-error';
import { accepts, valid } from '../http/accepts';
import type { ModuleDeps } from '../http/backend-module';
import { collectionCommands } from '../http/command-handlers';
import { pathId, uuidPattern } from '../http/path-ids';
import { announceTerminalChanges, askProvider } from './card-provider-calls';
import { removeSavedCard } from './wallet-service';

// The card provider's dialog (tokens), the location's terminal, and the cards clients keep on file.
// A card number reaches only POST /card-provider/tokens and the simulated terminal's /present: the request
// log never records bodies, and neither route keeps or echoes the number.
export function cardPaymentRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ permission: 'view_pos' });
  const canCharge = deps.guards.requirePermission({ permission: 'create_payments' });

  const requireLocation = async (locationId: string) => {
    if (!(await locationNamesByIds(deps.readDb, [locationId])).has(locationId)) throw new DomainError('Location not found', 404);
  };
  const terminalReply = async (reading: TerminalReading): Promise<CardTerminal> => {
    await announceTerminalChanges(deps.db, reading.changes);
    const { state, amountCents, paymentKey, message, simulated } = reading.status;
    return { state, amountCents, paymentKey, message, simulated };
  };

  router.post('/card-provider/tokens', canCharge, accepts({ body: cardTokenInputSchema }), async (_req, res) => {
    const input = valid(res, cardTokenInputSchema);
    res.json(await askProvider(() => deps.cardProvider.tokenize(input)));
  });

  router.get('/card-terminal', canView, accepts({ query: cardTerminalQuerySchema }), async (_req, res) => {
    const { locationId } = valid(res, cardTerminalQuerySchema);
    await requireLocation(locationId);
    res.json(await terminalReply(await askProvider(() => deps.cardProvider.terminalStatus(locationId))));
  });
  router.post('/card-terminal/cancel', canCharge, accepts({ body: cancelTerminalSchema }), async (_req, res) => {
    const { locationId } = valid(res, cancelTerminalSchema);
    await requireLocation(locationId);
    res.json(await terminalReply(await askProvider(() => deps.cardProvider.cancelTerminal(locationId))));
  });
  router.post('/card-terminal/present', canCharge, accepts({ body: presentCardSchema }), async (_req, res) => {
    const { locationId, cardNumber } = valid(res, presentCardSchema);
    const present = deps.cardProvider.presentCard;
    if (!present) throw new DomainError('This terminal is a real one: present the card on it', 404);
    await requireLocation(locationId);
    res.json(await terminalReply(await askProvider(() => present({ locationId, cardNumber }))));
  });

  router.get('/saved-payment-methods', canView, accepts({ query: savedPaymentMethodsQuerySchema }), async (_req, res) => {
    const { clientId } = valid(res, savedPaymentMethodsQuerySchema);
    res.json(await listSavedPaymentMethods(deps.readDb, clientId));
  });
  const methods = collectionCommands(router, deps.commands, '/saved-payment-methods', canCharge, (req) =>
    pathId(req, 'That saved card is not on file', uuidPattern),
  );
  methods.remove((id, context) => removeSavedCard(deps, id, context));
  return router;
}
