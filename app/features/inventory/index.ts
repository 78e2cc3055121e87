/** What other features may use from the inventory feature. */
export { useFeeders, useFeedersFor, useFeeder } from './use-feeders';
export { stockSummary, type StockSummary } from './feeder-stock';
export { feederWeight } from './feeder-form-values';
