import type { HelpArticleContent, HelpArticleGroup } from '../help-article';

const pos: HelpArticleContent = {
  intro: [
    'POS, the point of sale in the Retail group of the sidebar, is where the front desk checks clients out: services from the appointment, retail products, gift cards and memberships, with tips, discounts and tax, paid by card, cash, gift card or a saved card. Amounts are in US dollars.',
  ],
  sections: [
    {
      heading: 'Check out an appointment',
      steps: [
        'In the calendar, open the appointment and choose Checkout. The POS opens with its services in the cart.',
        'Add any products the client is buying, or a gift card or membership.',
        'Apply a discount to one line or to the whole cart if needed.',
        'Add the tip and choose which team member it goes to.',
        'Choose how the client pays, then complete the payment.',
      ],
      afterSteps: ['When the payment succeeds, a payment successful notice appears and the appointment is marked completed and paid. The notice stays until you choose Close, even if the page is reloaded.'],
    },
    {
      heading: 'Ways to pay',
      paragraphs: [
        'Card on the terminal: the screen follows the terminal from waiting, to card presented, to approved, declined or timed out. Keyed card: type the card into the card payment dialog. Cash: enter the amount given and the change due is shown. Gift card: enter its code and the balance is used. Saved card: charge a card the client saved earlier.',
        'A payment can be split: part on a gift card and the rest by card, for example.',
        'To save the client\'s card for next time, use the save card dialog. Only the card brand and the last four digits are kept.',
      ],
    },
    {
      heading: 'Receipts and refunds',
      paragraphs: [
        'The payment complete screen offers an e-mailed receipt. Refunds go back to the method the client paid with; a split payment is refunded to each method in turn.',
      ],
      tips: ['Sell products without an appointment by opening POS directly and adding them to an empty cart.'],
    },
  ],
  access: {
    summary: 'Opening the point of sale needs view_pos and taking payments needs create_payments. Refunds are kept separate with refund_payments, which usually only managers hold.',
    permissions: ['view_pos', 'create_payments', 'refund_payments'],
  },
  related: ['appointments', 'gift-certificates', 'products', 'memberships', 'reports'],
};

const giftCertificates: HelpArticleContent = {
  intro: [
    'Gift Certificates & Cards, in the Retail group of the sidebar, keeps track of every gift certificate and gift card the business has sold: its code, its balance and everything that happened to it. They are paid for and redeemed in the point of sale.',
  ],
  sections: [
    {
      heading: 'Sell a gift certificate or card',
      steps: [
        'Open POS and add a gift card to the cart.',
        'Enter the amount, for example $100.00, and optionally who it is for and a message.',
        'Take the payment as for any sale.',
        'Print or e-mail the certificate. Its code is generated for you and is unique.',
      ],
    },
    {
      heading: 'Check a balance',
      paragraphs: ['Clients often ask what is left on their card. Open Gift Certificates & Cards and type the code; the balance and the history of uses appear.'],
    },
    {
      heading: 'Redeem and reload',
      paragraphs: [
        'At checkout, choose gift card as the payment method and enter the code. The balance pays as much as it can; any remainder can be paid another way. A card can be reloaded with more money from the POS.',
        'Every sale, use, reload and adjustment is recorded, so you can always see how the balance came to be.',
      ],
    },
    {
      heading: 'Outstanding balances',
      paragraphs: ['Money on unused gift cards is owed to clients. The gift card liability report shows the total of all open balances at any date, for your accountant.'],
      tips: ['Adjusting a balance by hand needs a reason, and the reason stays in the card\'s history.'],
    },
  ],
  access: {
    summary: 'Looking up gift certificates and cards needs view_gift_certificates. Selling, reloading and adjusting them needs edit_gift_certificates, and taking the payment needs create_payments.',
    permissions: ['view_gift_certificates', 'edit_gift_certificates', 'create_payments'],
  },
  related: ['pos', 'reports', 'clients'],
};

const products: HelpArticleContent = {
  intro: [
    'Products, in the Retail group of the sidebar, holds the retail products you sell and, under Supplies, the back-bar supplies you use during services. Stock is counted per location and falls automatically with every sale.',
  ],
  sections: [
    {
      heading: 'Add a product',
      steps: [
        'Open Products and add a product.',
        'Enter the name, brand, SKU and barcode (scanning it fills the barcode field).',
        'Enter the selling price and the cost price, so reports can show your margin.',
        'Enter the stock on hand at each location and the reorder level, the quantity at which you want to be warned.',
        'Save.',
      ],
    },
    {
      heading: 'Stock',
      paragraphs: [
        'Each sale at the point of sale takes the product out of the stock of that location. When stock falls to the reorder level, a low-stock alert appears on the dashboard straight away.',
        'For breakage, theft, samples or a stock count, make a stock adjustment and choose the reason. Every change in stock can be traced to a sale, an adjustment or a delivery.',
      ],
    },
    {
      heading: 'Purchase orders',
      paragraphs: ['Purchase orders go from draft, to ordered, to received. Receiving an order adds the delivered quantities to the stock of its location.'],
      steps: ['Create a purchase order for a supplier.', 'Add the products and quantities; low-stock products can be added for you.', 'Mark it ordered when you send it.', 'When the delivery arrives, mark it received, correcting any quantities that differ.'],
    },
    {
      heading: 'Supplies',
      paragraphs: ['Supplies are things you use rather than sell, such as color tubes or wax. They have stock and reorder levels like products, but never appear in the point of sale.'],
    },
  ],
  access: {
    summary: 'Seeing products, supplies and stock needs view_products. Adding and changing them, adjusting stock and purchase orders need edit_products.',
    permissions: ['view_products', 'edit_products'],
  },
  related: ['pos', 'reports', 'locations'],
};

const reports: HelpArticleContent = {
  intro: [
    'Reports, in the Insights group of the sidebar, turns every appointment, sale and clock-in into figures for managers and owners. Figures move as sales happen: a report left open during the day keeps itself up to date.',
  ],
  sections: [
    {
      heading: 'Run a report',
      steps: [
        'Open Reports and pick a report.',
        'Choose the date range, for example this month or last week.',
        'Choose the location, or all locations.',
        'Read the chart and the table, or choose Export CSV to open the figures in a spreadsheet.',
      ],
      paragraphs: ['Dates are days in the business time zone (America/Chicago) and money is in US dollars.'],
    },
    {
      heading: 'The reports',
      paragraphs: [
        'Sales: totals by day, by service, by product, by team member and by payment method. Appointments: bookings, cancellations, no-shows and utilisation, which is booked minutes divided by available minutes. Clients: new and returning clients and how many come back.',
        'Staff performance: sales, services and rebooking per person. Memberships: active members, new and cancelled. Gift card liability: money still owed on gift cards. Inventory: stock value and what sold.',
      ],
    },
    {
      heading: 'Reading the figures',
      paragraphs: [
        'Refunds are subtracted on the day they are made, not on the day of the original sale, so past days do not change when someone refunds today. Anonymised clients still count in the figures without their names.',
      ],
      tips: ['Compare utilisation by team member to see who has room for more clients and who needs help.'],
    },
  ],
  access: {
    summary: 'Every report needs view_reports. Reports can show sales and pay across the business, so this permission is usually given to managers and owners only.',
    permissions: ['view_reports'],
  },
  related: ['payroll', 'pos', 'appointments', 'products'],
};

const payroll: HelpArticleContent = {
  intro: [
    'Payroll, in the Insights group of the sidebar, works out what each team member earned in a pay period: hours from the time clock, commission on services and products, and tips. It prepares the figures for you to pay; the money itself is paid through your bank or payroll provider.',
  ],
  sections: [
    {
      heading: 'How earnings are worked out',
      paragraphs: [
        'Hourly pay comes from time clock entries, with hours over 40 in a week paid as overtime. Commission uses the rates that were in force when each sale happened, so a rate change never rewrites the past. Tips go to the team member they were assigned to at checkout.',
      ],
    },
    {
      heading: 'Run payroll',
      steps: [
        'Open Payroll and choose the pay period.',
        'Check the missed clock-out alerts on the time clock and fix any open entries.',
        'Review each person\'s hours, commission and tips. Open a line to see the sales and entries behind it.',
        'Finalise the run.',
        'Export the CSV for your payroll provider or accountant.',
      ],
    },
    {
      heading: 'Corrections',
      paragraphs: [
        'A finalised run never changes. If something was wrong, for example a refund after the period closed or a forgotten tip, add a correction entry; it is paid in the next run and both the original figure and the correction stay in the history.',
      ],
    },
    {
      heading: 'Payroll history',
      paragraphs: ['Every finalised run is kept with its date and who finalised it. Open any past run to see exactly what was paid and why.'],
      tips: ['Team members can see their own earnings for the current period, so questions come up before payday rather than after.'],
    },
  ],
  access: {
    summary: 'Seeing payroll needs view_payroll; finalising runs and adding corrections needs edit_payroll. Hours come from the time clock, so correcting hours needs edit_time_clock.',
    permissions: ['view_payroll', 'edit_payroll', 'edit_time_clock'],
  },
  related: ['time-clock', 'staff', 'reports', 'pos'],
};

export const moneyArticles = {
  pos,
  'gift-certificates': giftCertificates,
  products,
  reports,
  payroll,
} satisfies HelpArticleGroup;
