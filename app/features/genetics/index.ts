/**
 * What the rest of the app uses from the genetics feature: its navigation icon. The pairing
 * planner is reached through its route (/pairing-planner), so the layout loads nothing more.
 */
export { DnaIcon } from './dna-icon';
