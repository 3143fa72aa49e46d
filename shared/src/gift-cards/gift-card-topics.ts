// A gift card was issued, reloaded, redeemed or had a redemption put back, or the expiry policy changed (/gift-certificates).
export const giftCardTopics = ['gift-cards'] as const;
