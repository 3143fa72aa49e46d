// A sale was opened, paid, refunded or voided (/pos, the dashboard's figures, the payment-success overlay).
export const saleTopics = ['sales'] as const;
