// What other screens may use of the time clock (besides time-clock-queries.ts).
export { OnTheClockCard } from './components/on-the-clock-card';
