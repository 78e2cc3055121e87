/**
 * What the rest of the app uses from the ReptiCoins feature: the header's coins button. The page
 * itself is reached through its route (a lazy chunk).
 */
export { CoinsButton } from './coins-button';
export { useWallet } from './use-wallet';
