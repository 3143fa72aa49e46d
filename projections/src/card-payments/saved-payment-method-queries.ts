import type { SavedPaymentMethod } from '@chairside/shared/card-payments/card-payment-dto';
import type { ReadDb } from '../database';

// A client's cards on file, newest first.
export async function listSavedPaymentMethods(db: ReadDb, clientId: string): Promise<SavedPaymentMethod[]> {
  const rows = await db
    .selectFrom('saved_payment_methods')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('saved_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    clientId: row.client_id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    savedAt: row.saved_at.toISOString(),
  }));
}

// Whose card this is, to remove it from their wallet.
export async function findSavedPaymentMethodClient(db: ReadDb, id: string): Promise<string | null> {
  const row = await db.selectFrom('saved_payment_methods').select('client_id').where('id', '=', id).executeTakeFirst();
  return row?.client_id ?? null;
}
