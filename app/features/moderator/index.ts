/** What the layout uses from the moderator feature: its navigation icon. The page is reached through its route. */
export { ShieldIcon } from './shield-icon';
