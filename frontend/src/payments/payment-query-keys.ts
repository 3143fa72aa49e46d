// The query key roots of the money reads. Modules build their keys under these roots, so invalidating a
// root refreshes every read beneath it (SPEC §4.3: closing the payment-success overlay refreshes them all).
export const paymentRelatedQueryKeys = {
  appointments: ['appointments'], // /api/appointments
  payments: ['payments'], // /api/payments
  salesHistory: ['sales-history'], // /api/sales-history
  savedPaymentMethods: ['saved-payment-methods'], // /api/saved-payment-methods
  staffEarnings: ['staff-earnings'],
  payrollHistory: ['payroll-history'],
} as const;

export const queryKeysRefreshedAfterPayment: readonly (readonly string[])[] = Object.values(paymentRelatedQueryKeys);
