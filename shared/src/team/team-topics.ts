export const teamTopics = ['staff', 'staff-schedules'] as const;
