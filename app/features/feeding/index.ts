export { FeedingTab } from './feeding-tab';
