export { EventsTab } from './events-tab';
