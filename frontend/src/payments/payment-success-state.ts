import { atom, getDefaultStore } from 'jotai';
import {
  PAYMENT_SUCCESS_STORAGE_KEY,
  parsePaymentSuccessNotice,
  serializePaymentSuccessNotice,
  type PaymentSuccessNotice,
} from './payment-success-notice';

function restore(): PaymentSuccessNotice | null {
  if (typeof sessionStorage === 'undefined') return null;
  const notice = parsePaymentSuccessNotice(sessionStorage.getItem(PAYMENT_SUCCESS_STORAGE_KEY));
  return notice?.isOpen ? notice : null;
}

// SPEC §4.3: hidden until shown with an amount; restored from session storage on load.
export const paymentSuccessAtom = atom<PaymentSuccessNotice | null>(restore());

// Called by the point of sale (or a live message) when a payment succeeds. amount is in dollars (SPEC §3).
export function showPaymentSuccess(amount: number): void {
  const notice: PaymentSuccessNotice = { isOpen: true, amount };
  sessionStorage.setItem(PAYMENT_SUCCESS_STORAGE_KEY, serializePaymentSuccessNotice(notice));
  getDefaultStore().set(paymentSuccessAtom, notice);
}

export function dismissPaymentSuccess(): void {
  sessionStorage.removeItem(PAYMENT_SUCCESS_STORAGE_KEY);
  getDefaultStore().set(paymentSuccessAtom, null);
}
