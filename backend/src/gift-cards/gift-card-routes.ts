import { Router } from 'express';
import { giftCardListQuerySchema, giftCardLookupQuerySchema, giftCardPolicyInputSchema } from '@chairside/shared/gift-cards/gift-card-dto';
import { findGiftCardByCode, getGiftCard, getGiftCardPolicy, listGiftCards } from '@chairside/projections/gift-cards/gift-card-queries';
import { accepts, valid } from '../http/accepts';
import { bodyCommand } from '../http/command-handlers';
import { orNotFound, pathId, uuidPattern } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { generateGiftCardCode, setGiftCardPolicy } from './gift-card-service';

// /gift-cards: the desk looks a balance up while taking a payment (view_pos) or on /gift-certificates
// (view_gift_certificates); the list, a card's history and the expiry policy are /gift-certificates' own.
// Selling, reloading and redeeming take money, so they happen in the point of sale's sale commands.
export function giftCardRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canLookUp = deps.guards.requirePermission({ anyOf: ['view_pos', 'view_gift_certificates', 'edit_gift_certificates'] });
  const canView = deps.guards.requirePermission({ anyOf: ['view_gift_certificates', 'edit_gift_certificates'] });
  const canSell = deps.guards.requirePermission({ anyOf: ['create_payments', 'edit_gift_certificates'] });
  const canEdit = deps.guards.requirePermission({ permission: 'edit_gift_certificates' });

  router.get('/gift-cards/lookup', canLookUp, accepts({ query: giftCardLookupQuerySchema }), async (_req, res) => {
    const { code } = valid(res, giftCardLookupQuerySchema);
    res.json(orNotFound(await findGiftCardByCode(deps.readDb, code), 'No gift card with that code'));
  });

  // A fresh code for a card about to be sold; nothing is written until the sale issues it.
  router.post('/gift-cards/codes', canSell, accepts({ body: 'none' }), async (_req, res) => {
    res.json({ code: await generateGiftCardCode(deps) });
  });

  router.get('/gift-cards/policy', canView, async (_req, res) => {
    res.json(await getGiftCardPolicy(deps.readDb));
  });
  router.put(
    '/gift-cards/policy',
    canEdit,
    ...bodyCommand(deps.commands, giftCardPolicyInputSchema, (input, context) => setGiftCardPolicy(deps, input, context)),
  );

  router.get('/gift-cards', canView, accepts({ query: giftCardListQuerySchema }), async (_req, res) => {
    res.json(await listGiftCards(deps.readDb, valid(res, giftCardListQuerySchema)));
  });

  router.get('/gift-cards/:id', canView, async (req, res) => {
    const id = pathId(req, 'Gift card not found', uuidPattern);
    res.json(orNotFound(await getGiftCard(deps.readDb, id), 'Gift card not found'));
  });
  return router;
}
