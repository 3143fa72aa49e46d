// Someone clocked in or out, started or ended a break, or an entry was edited or flagged (/time-clock, the dashboard).
export const timeClockTopics = ['time-clock'] as const;
