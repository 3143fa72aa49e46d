export const appointmentTopics = ['appointments', 'waitlist'] as const;
