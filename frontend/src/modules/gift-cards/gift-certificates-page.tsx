import { useState } from 'react';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { formatDate } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import {
  formatGiftCardCode,
  giftCardStatuses,
  giftCardStatusLabels,
  type GiftCardStatus,
  type GiftCardSummary,
} from '@chairside/shared/gift-cards/gift-card-dto';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { EmptyState } from '../../ui/empty-state';
import { QueryStatus } from '../../ui/query-error';
import { GiftCardHistoryDialog } from './components/gift-card-history-dialog';
import { GiftCardLookup } from './components/gift-card-lookup';
import { GiftCardPolicyForm } from './components/gift-card-policy-form';
import { GiftCardStatusTag } from './components/gift-card-status-tag';
import { giftCardQueries } from './gift-cards-queries';
import '../../ui/list-screen.css';
import './gift-cards.css';

type Opened = { id: string; code: string };

// /gift-certificates: balance lookup, every card with its balance and history, and the expiry policy; live on
// the 'gift-cards' topic. Selling and reloading take money, so they open the point of sale with the line added.
export function GiftCertificatesPage() {
  const { loading, can } = usePermissions();
  const navigate = useNavigate();
  const canSell = !loading && can('create_payments');
  const canEdit = !loading && can('edit_gift_certificates');
  const [status, setStatus] = useState<GiftCardStatus | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const list = useQuery(giftCardQueries.list(status));
  const reload = canSell ? (code: string) => void navigate(`/pos?giftCard=reload&code=${encodeURIComponent(code)}`) : null;

  const columns: DataColumn<GiftCardSummary>[] = [
    {
      key: 'code',
      header: 'Code',
      sortValue: (row) => row.code,
      render: (row) => (
        <Button
          variant="minimal"
          className="gift-card-code"
          text={formatGiftCardCode(row.code)}
          aria-label={`History of ${formatGiftCardCode(row.code)}`}
          onClick={() => setOpened({ id: row.id, code: row.code })}
        />
      ),
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'end',
      sortValue: (row) => row.balanceCents,
      render: (row) => formatMoneyFromCents(row.balanceCents),
    },
    { key: 'status', header: 'Status', sortValue: (row) => row.status, render: (row) => <GiftCardStatusTag status={row.status} /> },
    { key: 'sold', header: 'Sold', sortValue: (row) => row.issuedAt, render: (row) => formatDate(row.issuedAt, BUSINESS_TIME_ZONE) },
    {
      key: 'expires',
      header: 'Expires',
      sortValue: (row) => row.expiresAt ?? '9999',
      render: (row) => (row.expiresAt ? formatDate(row.expiresAt, BUSINESS_TIME_ZONE) : 'Never'),
    },
    { key: 'location', header: 'Sold at', sortValue: (row) => row.locationName ?? '', render: (row) => row.locationName ?? '' },
    {
      key: 'activity',
      header: 'Last used',
      sortValue: (row) => row.lastActivityAt,
      render: (row) => formatDate(row.lastActivityAt, BUSINESS_TIME_ZONE),
    },
  ];

  return (
    <PageFrame
      title="Gift Certificates & Cards"
      description="Look up what is left on a card, see everything that happened to it, and sell or reload cards at the point of sale."
      actions={
        canSell ? <Button intent="primary" icon="plus" text="Sell a gift card" onClick={() => void navigate('/pos?giftCard=sell')} /> : null
      }
    >
      <div className="catalogue-page">
        <GiftCardLookup onHistory={setOpened} onReload={reload} />
        <section className="catalogue-section" aria-labelledby="gift-card-list-title">
          <div className="catalogue-section-header">
            <h2 id="gift-card-list-title" className="catalogue-section-title">
              Gift cards
            </h2>
            {list.data ? (
              <p className="gift-card-liability">
                Outstanding: <strong>{formatMoneyFromCents(list.data.outstandingCents)}</strong> on {list.data.activeCount}{' '}
                {list.data.activeCount === 1 ? 'card' : 'cards'}
              </p>
            ) : null}
          </div>
          <QueryStatus query={list} errorTitle="Could not load the gift cards" />
          {list.data ? (
            <DataTable
              label="Gift cards"
              searchLabel="Search by code"
              rows={list.data.cards}
              columns={columns}
              searchText={(row) => `${row.code} ${formatGiftCardCode(row.code)}`}
              toolbar={
                <HTMLSelect
                  aria-label="Status"
                  value={status ?? ''}
                  onChange={(event) => setStatus((event.currentTarget.value || null) as GiftCardStatus | null)}
                >
                  <option value="">Every status</option>
                  {giftCardStatuses.map((value) => (
                    <option key={value} value={value}>
                      {giftCardStatusLabels[value]}
                    </option>
                  ))}
                </HTMLSelect>
              }
              empty={
                <EmptyState
                  icon="credit-card"
                  title={status ? 'No gift cards with that status' : 'No gift cards yet'}
                  description={canSell && !status ? 'Sell one from the point of sale.' : undefined}
                  level={3}
                />
              }
            />
          ) : null}
        </section>
        <GiftCardPolicyForm canEdit={canEdit} />
      </div>
      {opened ? (
        <GiftCardHistoryDialog
          key={opened.id}
          giftCardId={opened.id}
          code={opened.code}
          onReload={reload}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </PageFrame>
  );
}
