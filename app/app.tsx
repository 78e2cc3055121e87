import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router';
import { theme, COLOR_SCHEME_KEY } from './lib/theme';
import { router } from './router';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Providers that every screen needs; feature providers live below the router. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      <Notifications position="top-center" autoClose={4000} limit={4} />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
