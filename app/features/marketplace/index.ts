/**
 * The marketplace feature (issue 30): chosen animals as a CSV for MorphMarket's bulk import. Its
 * screen is a route of its own (app/router.tsx); other features reach it by its address only (the
 * settings' export entry links to it), so none of its code loads with theirs.
 */
export const MARKETPLACE_EXPORT_PATH = '/marketplace-export';
