import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { formatDate, formatDateTime } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { formatGiftCardCode, giftCardActivityLabels } from '@chairside/shared/gift-cards/gift-card-dto';
import { DIALOG_PORTAL_CLASS } from '../../../ui/form-dialog';
import { QueryStatus } from '../../../ui/query-error';
import { giftCardQueries } from '../gift-cards-queries';
import { GiftCardStatusTag } from './gift-card-status-tag';

type Props = { giftCardId: string; code: string; onReload: ((code: string) => void) | null; onClose(): void };

const signed = (cents: number) => (cents > 0 ? `+${formatMoneyFromCents(cents)}` : `−${formatMoneyFromCents(-cents)}`);

// One card: what it holds, when it was sold and expires, and everything that happened to it, oldest first.
export function GiftCardHistoryDialog({ giftCardId, code, onReload, onClose }: Props) {
  const card = useQuery(giftCardQueries.detail(giftCardId));
  const title = `Gift card ${formatGiftCardCode(code)}`;
  return (
    <Dialog isOpen title={title} onClose={onClose} className="ui-dialog gift-card-dialog" portalClassName={DIALOG_PORTAL_CLASS}>
      <DialogBody>
        <QueryStatus query={card} errorTitle="Could not load the gift card" />
        {card.data ? (
          <>
            <dl className="gift-card-facts">
              <dt>Balance</dt>
              <dd>{formatMoneyFromCents(card.data.balanceCents)}</dd>
              <dt>Status</dt>
              <dd>
                <GiftCardStatusTag status={card.data.status} />
              </dd>
              <dt>Sold</dt>
              <dd>
                {formatDate(card.data.issuedAt, BUSINESS_TIME_ZONE)} for {formatMoneyFromCents(card.data.initialCents)}
                {card.data.locationName ? ` at ${card.data.locationName}` : ''}
              </dd>
              <dt>Expires</dt>
              <dd>{card.data.expiresAt ? formatDate(card.data.expiresAt, BUSINESS_TIME_ZONE) : 'Never'}</dd>
            </dl>
            <HTMLTable compact striped className="gift-card-history" aria-label="History">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col" className="gift-card-amount">
                    Amount
                  </th>
                  <th scope="col" className="gift-card-amount">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {card.data.history.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.at, BUSINESS_TIME_ZONE)}</td>
                    <td>{giftCardActivityLabels[entry.kind]}</td>
                    <td className="gift-card-amount">{signed(entry.amountCents)}</td>
                    <td className="gift-card-amount">{formatMoneyFromCents(entry.balanceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onReload && card.data && card.data.status !== 'expired' ? (
              <Button icon="add" text="Reload" onClick={() => onReload(card.data.code)} />
            ) : null}
            <Button intent="primary" text="Done" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
