import { PAYMENT_SUCCESS_STORAGE_KEY } from '@chairside/shared/constants';

// SPEC §3 "Payment success notice", kept in session storage so it survives reloads within the browser session.
export type PaymentSuccessNotice = { isOpen: boolean; amount: number };

export function parsePaymentSuccessNotice(raw: string | null): PaymentSuccessNotice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { isOpen, amount } = value as Record<string, unknown>;
    if (typeof isOpen !== 'boolean' || typeof amount !== 'number' || !Number.isFinite(amount)) return null;
    return { isOpen, amount };
  } catch {
    return null;
  }
}

export function serializePaymentSuccessNotice(notice: PaymentSuccessNotice): string {
  return JSON.stringify({ isOpen: notice.isOpen, amount: notice.amount });
}

export { PAYMENT_SUCCESS_STORAGE_KEY };
