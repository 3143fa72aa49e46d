// A location's card terminal changed state (waiting, card presented, approved…): the POS follows it live.
export const cardPaymentTopics = ['card-terminal'] as const;
