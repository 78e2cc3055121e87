export { SheddingTab } from './shedding-tab';
