import { randomInt } from 'node:crypto';
import {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  giftCardExpiry,
  normaliseGiftCardCode,
  type GiftCardPolicyInput,
} from '@chairside/shared/gift-cards/gift-card-dto';
import {
  giftCardCodeStream,
  giftCardPolicyStream,
  giftCardStream,
  type GiftCardEvent,
} from '@chairside/shared/gift-cards/gift-card-events';
import type { Position } from '@chairside/platform/event-store/event-store';
import { requireBusinessId } from '../business/index';
import { derivedUuid } from '../commands/command-ids';
import { handleCommands } from '../commands/command-plan';
import { asDomainEvent, type DomainEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { loadState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { expiredMessage, giftCardCodeDecider, giftCardDecider, giftCardPolicyDecider, isExpired, noGiftCard } from './gift-card-decider';

// What the point of sale asks of gift cards (through index.ts), and what /gift-certificates changes. Every
// fact a rule needs is read from the event store, never a read model: a card sold a moment ago at another
// desk is redeemable at once, and its balance is the one its stream decides on. Each answer's `position` is
// where the card's events landed: a reply that waits for the read models up to it shows the card as it is.

type StoreDeps = Pick<ServiceDeps, 'store'>;
type Deps = Pick<ServiceDeps, 'store' | 'readDb'>;

const invalidCode = () => new DomainError('A gift card code is 8 to 20 letters and digits', 400);

function requireCode(input: string): string {
  const code = normaliseGiftCardCode(input);
  if (!code) throw invalidCode();
  return code;
}

// The context of one gift-card operation inside a caller's request. A sale's request may touch one card twice
// (paid with a card and reloading it); the request's command id, scoped to the operation, still lets a retry
// find what the first run wrote, without one operation taking another's events for its own.
function operation(context: CommandContext, name: string, locationId?: string): CommandContext {
  return {
    ...context,
    ...(locationId ? { locationId } : {}),
    commandId: context.commandId ? derivedUuid(`${context.commandId}:${name}`) : undefined,
  };
}

// The card that holds a code, if any (its claim stream).
async function cardIdOf(deps: StoreDeps, code: string): Promise<string | null> {
  return (await loadState(deps.store, giftCardCodeStream(code), giftCardCodeDecider)).state.giftCardId;
}

async function loadCardByCode(deps: StoreDeps, code: string) {
  const giftCardId = await cardIdOf(deps, code);
  if (!giftCardId) throw noGiftCard();
  return { giftCardId, loaded: await loadState(deps.store, giftCardStream(giftCardId), giftCardDecider) };
}

// The balance right after the event a command decided, or after the one an earlier run with the same ids
// wrote (a repeat decides nothing and answers what the first run answered).
async function balanceAfter(
  deps: StoreDeps,
  giftCardId: string,
  decided: readonly DomainEvent[],
  matches: (event: GiftCardEvent) => boolean,
): Promise<number> {
  // What this command decided is the card decider's own events (handleCommand types them loosely).
  let found = decided.map(({ type, data }) => ({ type, data }) as GiftCardEvent).find(matches);
  if (!found) {
    const history = await deps.store.readStream(giftCardStream(giftCardId));
    found = history.map((recorded) => asDomainEvent<GiftCardEvent>(recorded)).find(matches);
  }
  if (!found) throw new Error(`Gift card ${giftCardId} has no record of the command`);
  return found.type === 'GiftCardIssued' ? found.data.amountCents : found.data.balanceCents;
}

// Why a cart's gift-card line cannot be sold (sell: the code must be free; reload: an active, unexpired
// card), or null when it can.
export async function giftCardLineProblem(deps: StoreDeps, input: { code: string; mode: 'sell' | 'reload' }): Promise<string | null> {
  const code = normaliseGiftCardCode(input.code);
  if (!code) return invalidCode().message;
  const giftCardId = await cardIdOf(deps, code);
  if (input.mode === 'sell') return giftCardId ? 'That gift card code is already in use' : null;
  if (!giftCardId) return noGiftCard().message;
  const { state } = await loadState(deps.store, giftCardStream(giftCardId), giftCardDecider);
  if (!state.issued) return noGiftCard().message;
  if (state.expiresAt !== null && isExpired(state, new Date())) return expiredMessage(state.expiresAt);
  return null;
}

// Months after its sale a card sold now expires (null: never), as the policy's stream holds it.
export async function giftCardExpiryMonths(deps: Deps): Promise<number | null> {
  const businessId = await requireBusinessId(deps);
  return (await loadState(deps.store, giftCardPolicyStream(businessId), giftCardPolicyDecider)).state.months;
}

// A paid sale's gift-card line becomes a card: the code claimed (no_stream) and the card issued in one atomic
// append, once per sale line. Its expiry is the policy's at the sale, fixed for good.
export async function issueGiftCard(
  deps: Deps,
  input: { code: string; amountCents: number; saleId: string; lineId: string; locationId: string },
  context: CommandContext,
): Promise<{ giftCardId: string; position: Position | null }> {
  const code = requireCode(input.code);
  const months = await giftCardExpiryMonths(deps);
  const giftCardId = derivedUuid(`giftcard:${input.saleId}:${input.lineId}`);
  const now = context.now?.() ?? new Date();
  const { result } = await handleCommands(
    deps.store,
    operation(context, `issue:${input.saleId}:${input.lineId}`, input.locationId),
    async (plan) => {
      await plan.decide(giftCardCodeStream(code), giftCardCodeDecider, { type: 'ClaimGiftCardCode', code, giftCardId });
      await plan.decide(giftCardStream(giftCardId), giftCardDecider, {
        type: 'IssueGiftCard',
        giftCardId,
        code,
        amountCents: input.amountCents,
        saleId: input.saleId,
        lineId: input.lineId,
        locationId: input.locationId,
        expiresAt: giftCardExpiry(now, months),
      });
    },
  );
  return { giftCardId, position: result.position };
}

export async function reloadGiftCard(
  deps: StoreDeps,
  input: { code: string; amountCents: number; saleId: string; lineId: string; locationId: string },
  context: CommandContext,
): Promise<{ giftCardId: string; balanceCents: number; position: Position | null }> {
  const { giftCardId, loaded } = await loadCardByCode(deps, requireCode(input.code));
  const { saleId, lineId, locationId, amountCents } = input;
  const result = await handleCommand(
    deps.store,
    loaded,
    giftCardDecider,
    { type: 'ReloadGiftCard', giftCardId, amountCents, saleId, lineId, locationId },
    operation(context, `reload:${saleId}:${lineId}`, locationId),
  );
  const balanceCents = await balanceAfter(
    deps,
    giftCardId,
    result.events,
    (event) => event.type === 'GiftCardReloaded' && event.data.saleId === saleId && event.data.lineId === lineId,
  );
  return { giftCardId, balanceCents, position: result.position };
}

// Takes part of a card's balance for a sale's payment. Decided on the card's stream with the revision read
// (the command plan retries a lost race on the fresh balance), so any number of desks at once never take it
// below zero. A repeat with the same redemptionId answers the first answer.
export async function redeemGiftCard(
  deps: StoreDeps,
  input: { code: string; amountCents: number; redemptionId: string; saleId: string; locationId: string },
  context: CommandContext,
): Promise<{ giftCardId: string; code: string; balanceCents: number; position: Position | null }> {
  const code = requireCode(input.code);
  const { giftCardId, loaded } = await loadCardByCode(deps, code);
  const { redemptionId, saleId, locationId, amountCents } = input;
  const result = await handleCommand(
    deps.store,
    loaded,
    giftCardDecider,
    { type: 'RedeemGiftCard', giftCardId, redemptionId, amountCents, saleId, locationId },
    operation(context, `redeem:${redemptionId}`, locationId),
  );
  const balanceCents = await balanceAfter(
    deps,
    giftCardId,
    result.events,
    (event) => event.type === 'GiftCardRedeemed' && event.data.redemptionId === redemptionId,
  );
  return { giftCardId, code, balanceCents, position: result.position };
}

// A refund of a gift-card payment (or a sale undoing its own redemption) puts the money back on the card,
// once per refundId and never more than the redemption took.
export async function restoreGiftCardRedemption(
  deps: StoreDeps,
  input: { giftCardId: string; redemptionId: string; refundId: string; amountCents: number; saleId: string },
  context: CommandContext,
): Promise<{ balanceCents: number; position: Position | null }> {
  const { giftCardId, redemptionId, refundId, amountCents, saleId } = input;
  const result = await handleCommand(
    deps.store,
    giftCardStream(giftCardId),
    giftCardDecider,
    { type: 'RestoreGiftCardRedemption', giftCardId, redemptionId, refundId, amountCents, saleId },
    operation(context, `restore:${refundId}`),
  );
  const balanceCents = await balanceAfter(
    deps,
    giftCardId,
    result.events,
    (event) => event.type === 'GiftCardRedemptionRestored' && event.data.refundId === refundId,
  );
  return { balanceCents, position: result.position };
}

// A fresh random code nobody holds yet (it is claimed only when a sale issues the card): 16 characters
// from an alphabet without look-alikes, 80 bits, so a guess never finds someone's card.
export async function generateGiftCardCode(deps: StoreDeps): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = Array.from(
      { length: GIFT_CARD_CODE_LENGTH },
      () => GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)],
    ).join('');
    if ((await cardIdOf(deps, code)) === null) return code;
  }
  throw new Error('Could not find a free gift card code');
}

export async function setGiftCardPolicy(deps: Deps, input: GiftCardPolicyInput, context: CommandContext): Promise<CommandOutcome> {
  const businessId = await requireBusinessId(deps);
  const result = await handleCommand(
    deps.store,
    giftCardPolicyStream(businessId),
    giftCardPolicyDecider,
    { type: 'SetGiftCardExpiryPolicy', months: input.expiryMonths },
    context,
  );
  return { id: businessId, result };
}
