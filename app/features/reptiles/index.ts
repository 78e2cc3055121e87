/** What other features may use from the reptiles feature. */
export { ReptileList } from './reptile-list';
export { PlanLimitNotice } from './plan-limit-notice';
export { useReptileLimit, type ReptileLimit } from './use-reptile-limit';
export { isKept, useKeptReptiles, useReptile, useReptiles } from './use-reptiles';
export { ageText, dateText, lengthText, weightText } from './reptile-facts';
