// What other screens may use of the activity module.
export { ActivityCard } from './components/activity-card';
