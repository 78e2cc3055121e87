/**
 * What other features and the pages above them use from the reptiles feature. The reptiles feature
 * imports no feature that keeps logs about a reptile: the profile page that gathers them lives in
 * app/pages/reptile-details (decision 0030).
 */
export { ReptileList } from './reptile-list';
export { PlanLimitNotice } from './plan-limit-notice';
export { useReptileLimit, type ReptileLimit } from './use-reptile-limit';
export { isKept, useKeptReptiles, useReptile, useReptiles, useUnsyncedReptileIds } from './use-reptiles';
export { useReptilePhoto } from './use-reptile-photo';
export { ReptileFamily } from './reptile-family';
export { ReptileMissing } from './reptile-missing';
export { ReptileQr } from './components/reptile-qr';
export { DeleteReptileDialog } from './components/delete-reptile-dialog';
