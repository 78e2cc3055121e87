import { createTheme, type MantineColorsTuple } from '@mantine/core';
import i18n from 'i18next';

/** The key under which the colour scheme is stored; public/theme-init.js reads the same key. */
export const COLOR_SCHEME_KEY = 'herptrack-color-scheme';

const moss: MantineColorsTuple = [
  '#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#2f9e44', '#2b8a3e',
];

/**
 * Mantine hides a clearable field's clear button from the keyboard and from screen readers
 * (tabIndex -1, aria-hidden), so a keyboard user could pick a value but never take it back. Every
 * field gets a reachable, named one here; a field that says more (the breeding form names the
 * parent) passes its own clearButtonProps. A function, so the name follows the language of the
 * render that asks for it.
 */
const clearable = () => ({ clearButtonProps: { 'aria-label': i18n.t('actions.clear'), 'aria-hidden': false, tabIndex: 0 } });

/**
 * Mantine's Loader is a bare <span>: the label a screen names it with (aria-label) is not allowed
 * there, so it was never read. An indeterminate progress bar is what it shows; one without a
 * label of its own says "Loading" in the keeper's language.
 */
const loader = () => ({ role: 'progressbar', 'aria-label': i18n.t('status.loading') });

export const theme = createTheme({
  primaryColor: 'moss',
  colors: { moss },
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  cursorType: 'pointer',
  // Plain objects, not Select.extend(): importing the components here would pull Select, Popover
  // and floating-ui into the landing page's entry chunk (decision 0021).
  components: {
    Select: { defaultProps: clearable },
    MultiSelect: { defaultProps: clearable },
    Autocomplete: { defaultProps: clearable },
    TagsInput: { defaultProps: clearable },
    FileInput: { defaultProps: clearable },
    Loader: { defaultProps: loader },
    // A link inside a sentence must differ from the words around it by more than colour.
    Anchor: { defaultProps: { underline: 'always' } },
    // A menu owns menu items and separators only (axe, aria-required-children): a divider without a
    // role and Mantine's focus placeholder (a focusable "presentation" div) broke the menu's structure.
    MenuDivider: { defaultProps: { role: 'separator' } },
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A dialog's title bar is a <header>, which outside a section counts as the page's second
    // banner landmark (axe, landmark-no-duplicate-banner): it is the dialog's, not the page's.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});
