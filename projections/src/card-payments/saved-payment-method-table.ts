import { column, defineTable, type TableRow } from '../engine/table-definition';

// The cards clients keep on file, as the desk picks one (the provider's token stays in the wallet stream).
export const savedPaymentMethodTable = defineTable(
  'saved_payment_methods',
  {
    id: column.text(),
    client_id: column.text(),
    brand: column.text(),
    last4: column.text(),
    exp_month: column.integer(),
    exp_year: column.integer(),
    saved_at: column.timestamptz(),
  },
  { primaryKey: ['id'], indexes: [['client_id', 'saved_at']] },
);

export type SavedPaymentMethodTable = TableRow<typeof savedPaymentMethodTable>;
export const createSavedPaymentMethodTable = savedPaymentMethodTable.create;
