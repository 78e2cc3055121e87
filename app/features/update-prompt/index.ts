/** What other features may use from the update prompt. */
export { UpdatePrompt } from './update-prompt';
