export { HealthTab } from './health-tab';
