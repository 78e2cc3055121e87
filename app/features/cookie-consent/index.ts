/** What other features may use from the cookie consent. */
export { useConsent } from './consent-store';
