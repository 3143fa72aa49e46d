// What other screens may use of the point of sale (besides pos-queries.ts).
export { SalesTodayCard } from './components/sales-today-card';
