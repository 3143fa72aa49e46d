import { DateTime } from 'luxon';
import { LOCALE } from '@chairside/shared/constants';
import { addressLine } from '@chairside/shared/format/address-format';
import { escapeHtml } from '@chairside/shared/format/html-text';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { paymentMethodLabels, type Sale } from '@chairside/shared/sales/sale-dto';
import type { EmailMessage } from '@chairside/platform/messaging/outbox-port';
import { getBusinessSettings, getLocationSaleFacts } from '@chairside/projections/business/business-queries';
import type { SaleDeps } from './sale-service';

// The receipt e-mail: what was bought, discounts, tax, tips, how it was paid and any refunds, on the
// location's own clock; plain text and a simple HTML table (every typed text escaped).

type ReceiptPlace = { businessName: string; locationName: string; address: string; phone: string | null; zone: string };

const money = formatMoneyFromCents;

function rows(sale: Sale): [string, string][] {
  const lines: [string, string][] = sale.lines.map((line) => [
    `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.description}${line.staffName ? ` (${line.staffName})` : ''}${line.giftCardCode ? ` ${line.giftCardCode}` : ''}`,
    money(line.grossCents),
  ]);
  if (sale.discountCents > 0) lines.push(['Discounts', `−${money(sale.discountCents)}`]);
  lines.push(['Subtotal', money(sale.subtotalCents - sale.discountCents)]);
  lines.push([`Tax (${(sale.taxRateBasisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%)`, money(sale.taxCents)]);
  if (sale.tipCents > 0) lines.push(['Tip', money(sale.tipCents)]);
  lines.push(['Total', money(sale.totalCents)]);
  for (const payment of sale.payments) {
    const card = payment.card ? ` ${payment.card.brand} •••• ${payment.card.last4}` : '';
    lines.push([`Paid: ${paymentMethodLabels[payment.method]}${card}`, money(payment.amountCents)]);
    if (payment.changeCents) lines.push(['Change', money(payment.changeCents)]);
  }
  for (const refund of sale.refunds)
    lines.push([`Refunded (${paymentMethodLabels[refund.method]}): ${refund.reason}`, `−${money(refund.amountCents)}`]);
  return lines;
}

export function receiptEmail(sale: Sale, place: ReceiptPlace): Pick<EmailMessage, 'subject' | 'text' | 'html'> {
  const when = DateTime.fromISO(sale.paidAt ?? sale.openedAt)
    .setZone(place.zone)
    .setLocale(LOCALE)
    .toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
  const where = [place.locationName, addressLine(place.address), place.phone ? formatPhone(place.phone) : ''].filter(Boolean).join(' · ');
  const table = rows(sale);
  const text = [
    `${place.businessName} — receipt ${sale.number}`,
    when,
    where,
    '',
    ...table.map(([label, amount]) => `${label}: ${amount}`),
    '',
    'Thank you for your visit.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1c2127;max-width:480px">',
    `<h1 style="font-size:20px">${escapeHtml(place.businessName)}</h1>`,
    `<p>Receipt ${escapeHtml(sale.number)}<br>${escapeHtml(when)}<br>${escapeHtml(where)}</p>`,
    '<table style="width:100%;border-collapse:collapse">',
    ...table.map(
      ([label, amount]) =>
        `<tr><td style="padding:4px 0;border-bottom:1px solid #dce0e5">${escapeHtml(label)}</td><td style="padding:4px 0;border-bottom:1px solid #dce0e5;text-align:right">${escapeHtml(amount)}</td></tr>`,
    ),
    '</table>',
    '<p>Thank you for your visit.</p>',
    '</body></html>',
  ].join('\n');
  return { subject: `Your receipt from ${place.businessName} (${money(sale.totalCents)})`, text, html };
}

// `key`: the receipt that comes with the payment is keyed by its sale, so a payment retried after it was
// taken queues it once; a receipt asked for again by hand is a new message.
export async function sendReceipt(deps: Pick<SaleDeps, 'readDb' | 'outbox'>, sale: Sale, email: string, key?: string): Promise<void> {
  if (!deps.outbox) return;
  const [business, location] = await Promise.all([getBusinessSettings(deps.readDb), getLocationSaleFacts(deps.readDb, sale.locationId)]);
  const place: ReceiptPlace = {
    businessName: business?.businessName ?? 'Chairside',
    locationName: sale.locationName,
    address: location?.address ?? '',
    phone: location?.phone ?? null,
    zone: location?.timeZone ?? 'UTC',
  };
  await deps.outbox.email({ to: email, ...receiptEmail(sale, place), category: 'receipt', ...(key === undefined ? {} : { key }) });
}
