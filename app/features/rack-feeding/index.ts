export { RackFeedingPage } from './rack-feeding-page';
