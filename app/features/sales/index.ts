/**
 * What other features may use from the sales feature (issue 30): the dashboard's breeder cards.
 * Its page is a route of its own.
 */
export { BreederCards } from './breeder-cards';
