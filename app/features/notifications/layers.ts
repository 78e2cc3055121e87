import { getDefaultZIndex } from '@mantine/core';

/**
 * The message and hide dialogs open from the panel, which stays open beneath them: they must sit
 * above the popover (Mantine puts modals below popovers by default).
 */
export const DIALOG_Z_INDEX = getDefaultZIndex('popover') + 10;
