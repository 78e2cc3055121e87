/**
 * What other parts of the app may use from the accounts feature: the modal store (the landing
 * page opens the login and sign-up modals with it) and the host mounted in the root layout.
 * Screens are reached through the router only.
 */
export { useAuthModals, type AuthModal } from './auth-modals-store';
export { AuthModals } from './auth-modals-host';
