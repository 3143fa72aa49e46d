// The business module's change topics: its settings, its locations and the booking design (/booking-design).
export const businessTopics = ['business-settings', 'locations', 'booking-design'] as const;
