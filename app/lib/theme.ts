import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The key under which the colour scheme is stored; public/theme-init.js reads the same key. */
export const COLOR_SCHEME_KEY = 'herptrack-color-scheme';

const moss: MantineColorsTuple = [
  '#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#2f9e44', '#2b8a3e',
];

export const theme = createTheme({
  primaryColor: 'moss',
  colors: { moss },
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  cursorType: 'pointer',
});
