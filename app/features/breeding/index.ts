export { BreedingTab } from './breeding-tab';
