/** What other features may use from the transfers feature (its pages are routes of their own). */
export { OfferDialog } from './offer-dialog';
export { TransferMenuItems } from './transfer-menu-items';
export { TransferNotice } from './transfer-notice';
