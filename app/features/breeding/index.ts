export { BreedingTab } from './breeding-tab';
export { useIncubatingClutches, type IncubatingClutch } from './use-incubating-clutches';
export { useHatchWindowText, hatchRangeText } from './use-hatch-window-text';
