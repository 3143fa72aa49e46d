import type {
  GiftCardCodeEvent,
  GiftCardEvent,
  GiftCardIssued,
  GiftCardPolicyEvent,
  GiftCardRedeemed,
  GiftCardReloaded,
  GiftCardRedemptionRestored,
} from '@chairside/shared/gift-cards/gift-card-events';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { GIFT_CARD_MIN_EXPIRY_MONTHS } from '@chairside/shared/gift-cards/gift-card-dto';
import { formatDate } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type GiftCardCommand =
  | ({ type: 'IssueGiftCard' } & GiftCardIssued['data'])
  | ({ type: 'ReloadGiftCard' } & Omit<GiftCardReloaded['data'], 'balanceCents'>)
  | ({ type: 'RedeemGiftCard' } & Omit<GiftCardRedeemed['data'], 'balanceCents'>)
  | ({ type: 'RestoreGiftCardRedemption' } & Omit<GiftCardRedemptionRestored['data'], 'balanceCents'>);

type Redemption = { amountCents: number; restoredCents: number };

export type GiftCardState = {
  issued: boolean;
  code: string;
  balanceCents: number;
  expiresAt: string | null;
  // `<saleId>:<lineId>` of the sale line that issued the card, and of each that reloaded it: a repeat finds it.
  issuedBy: string | null;
  reloadedBy: ReadonlySet<string>;
  redemptions: ReadonlyMap<string, Redemption>;
  // refundId → redemptionId: each refund puts money back once.
  restorations: ReadonlyMap<string, string>;
};

export const noGiftCard = () => new DomainError('No gift card with that code', 404);
const saleLine = (saleId: string, lineId: string) => `${saleId}:${lineId}`;

export const isExpired = (state: Pick<GiftCardState, 'expiresAt'>, now: Date) =>
  state.expiresAt !== null && Date.parse(state.expiresAt) <= now.getTime();
export const expiredMessage = (expiresAt: string) => `This gift card expired on ${formatDate(expiresAt, BUSINESS_TIME_ZONE)}`;

function requireAmount(amountCents: number, what: string): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError(`${what} must be more than $0.00`, 400);
}

function requireUsable(state: GiftCardState, now: Date): void {
  if (!state.issued) throw noGiftCard();
  if (state.expiresAt !== null && isExpired(state, now)) throw new DomainError(expiredMessage(state.expiresAt), 409);
}

// One stream per card (`giftcard-<id>`). The balance is decided on the card's own stream and appended with
// the revision read, so desks redeeming one card at once are serialised by the store: never below zero.
// Every command names what it is part of (a sale line, a redemption, a refund), so a repeat changes nothing.
export const giftCardDecider: Decider<GiftCardState, GiftCardCommand, GiftCardEvent> = {
  initialState: () => ({
    issued: false,
    code: '',
    balanceCents: 0,
    expiresAt: null,
    issuedBy: null,
    reloadedBy: new Set(),
    redemptions: new Map(),
    restorations: new Map(),
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'GiftCardIssued':
        return {
          ...state,
          issued: true,
          code: event.data.code,
          balanceCents: event.data.amountCents,
          expiresAt: event.data.expiresAt,
          issuedBy: saleLine(event.data.saleId, event.data.lineId),
        };
      case 'GiftCardReloaded':
        return {
          ...state,
          balanceCents: event.data.balanceCents,
          reloadedBy: new Set(state.reloadedBy).add(saleLine(event.data.saleId, event.data.lineId)),
        };
      case 'GiftCardRedeemed':
        return {
          ...state,
          balanceCents: event.data.balanceCents,
          redemptions: new Map(state.redemptions).set(event.data.redemptionId, { amountCents: event.data.amountCents, restoredCents: 0 }),
        };
      case 'GiftCardRedemptionRestored': {
        const redemption = state.redemptions.get(event.data.redemptionId) ?? { amountCents: 0, restoredCents: 0 };
        return {
          ...state,
          balanceCents: event.data.balanceCents,
          redemptions: new Map(state.redemptions).set(event.data.redemptionId, {
            ...redemption,
            restoredCents: redemption.restoredCents + event.data.amountCents,
          }),
          restorations: new Map(state.restorations).set(event.data.refundId, event.data.redemptionId),
        };
      }
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state, now) {
    switch (command.type) {
      case 'IssueGiftCard': {
        const { type: _type, ...data } = command;
        if (state.issued) {
          if (state.issuedBy === saleLine(command.saleId, command.lineId) && state.code === command.code) return [];
          throw new DomainError('That gift card code is already in use', 409);
        }
        requireAmount(command.amountCents, 'A gift card amount');
        return [{ type: 'GiftCardIssued', data }];
      }
      case 'ReloadGiftCard': {
        const { type: _type, ...data } = command;
        if (state.issued && state.reloadedBy.has(saleLine(command.saleId, command.lineId))) return [];
        requireUsable(state, now);
        requireAmount(command.amountCents, 'A reload');
        return [{ type: 'GiftCardReloaded', data: { ...data, balanceCents: state.balanceCents + command.amountCents } }];
      }
      case 'RedeemGiftCard': {
        const { type: _type, ...data } = command;
        if (state.issued && state.redemptions.has(command.redemptionId)) return [];
        requireUsable(state, now);
        requireAmount(command.amountCents, 'The amount');
        if (command.amountCents > state.balanceCents)
          throw new DomainError(`The gift card has only ${formatMoneyFromCents(state.balanceCents)} left`, 409, {
            balanceCents: state.balanceCents,
          });
        return [{ type: 'GiftCardRedeemed', data: { ...data, balanceCents: state.balanceCents - command.amountCents } }];
      }
      case 'RestoreGiftCardRedemption': {
        const { type: _type, ...data } = command;
        if (!state.issued) throw noGiftCard();
        if (state.restorations.has(command.refundId)) return [];
        const redemption = state.redemptions.get(command.redemptionId);
        if (!redemption) throw new DomainError('That payment was not taken from this gift card', 404);
        requireAmount(command.amountCents, 'The refund');
        const left = redemption.amountCents - redemption.restoredCents;
        if (command.amountCents > left)
          throw new DomainError(`Only ${formatMoneyFromCents(left)} of that payment can go back on the gift card`, 409);
        return [{ type: 'GiftCardRedemptionRestored', data: { ...data, balanceCents: state.balanceCents + command.amountCents } }];
      }
      default:
        return unhandled(command);
    }
  },
};

// `giftcardcode-<code>`: who holds a code. The first claim appends with `no_stream`; a second card for the same
// code finds it held and is refused, so two sales can never issue one code.
export type GiftCardCodeCommand = { type: 'ClaimGiftCardCode'; code: string; giftCardId: string };
export type GiftCardCodeState = { giftCardId: string | null };

export const giftCardCodeDecider: Decider<GiftCardCodeState, GiftCardCodeCommand, GiftCardCodeEvent> = {
  initialState: () => ({ giftCardId: null }),
  // One event and one command: an event type no version names yet leaves the state as it is (unknownEvent).
  evolve: (state, event) =>
    event.type === 'GiftCardCodeClaimed' ? { giftCardId: event.data.giftCardId } : unknownEvent(event as never, state),
  decide(command, state) {
    if (state.giftCardId === command.giftCardId) return [];
    if (state.giftCardId !== null) throw new DomainError('That gift card code is already in use', 409);
    return [{ type: 'GiftCardCodeClaimed', data: { code: command.code, giftCardId: command.giftCardId } }];
  },
};

// `giftcardpolicy-<businessId>`: the expiry of cards sold from now on, in whole months (null: never).
export type GiftCardPolicyCommand = { type: 'SetGiftCardExpiryPolicy'; months: number | null };
export type GiftCardPolicyState = { months: number | null };

export const giftCardPolicyDecider: Decider<GiftCardPolicyState, GiftCardPolicyCommand, GiftCardPolicyEvent> = {
  initialState: () => ({ months: null }),
  evolve: (state, event) =>
    event.type === 'GiftCardExpiryPolicySet' ? { months: event.data.months } : unknownEvent(event as never, state),
  decide(command, state) {
    if (command.months !== null && (!Number.isInteger(command.months) || command.months < GIFT_CARD_MIN_EXPIRY_MONTHS))
      throw new DomainError(`A gift card may not expire within five years (${GIFT_CARD_MIN_EXPIRY_MONTHS} months) of its sale`, 400);
    return state.months === command.months ? [] : [{ type: 'GiftCardExpiryPolicySet', data: { months: command.months } }];
  },
};
