// Something happened that the dashboard's recent activity lists (a booking, a check-in, a sale, a clock-in,
// a new client…). Announced by the activity read model once it holds the item.
export const activityTopics = ['activity'] as const;
