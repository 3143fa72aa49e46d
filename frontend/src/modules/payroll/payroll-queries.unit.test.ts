import { describe, expect, it } from 'vitest';
import { queryKeysRefreshedAfterPayment } from '../../payments/payment-query-keys';
import { payrollQueries } from './payroll-queries';

const refreshedAfterPayment = (key: readonly unknown[]) =>
  queryKeysRefreshedAfterPayment.some((root) => root.every((part, index) => key[index] === part));

describe('payroll reads', () => {
  it('are refreshed when the payment-success overlay closes, as a sale moves commission and tips', () => {
    const keys = [
      payrollQueries.preview(null, null).queryKey,
      payrollQueries.preview('2026-11-27', 'a-location').queryKey,
      payrollQueries.runs().queryKey,
      payrollQueries.run('a-run').queryKey,
    ];
    for (const key of keys) expect(refreshedAfterPayment(key), JSON.stringify(key)).toBe(true);
  });
});
