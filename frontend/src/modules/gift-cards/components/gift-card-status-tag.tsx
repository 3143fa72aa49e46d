import { Tag } from '@blueprintjs/core';
import { giftCardStatusLabels, type GiftCardStatus } from '@chairside/shared/gift-cards/gift-card-dto';

const intents = { active: 'success', expired: 'danger', empty: 'none' } as const;

export function GiftCardStatusTag({ status }: { status: GiftCardStatus }) {
  return (
    <Tag minimal round intent={intents[status]}>
      {giftCardStatusLabels[status]}
    </Tag>
  );
}
