import { Notification, createTheme, getDefaultZIndex, MantineThemeProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './toast-host.module.css';

/**
 * Where toasts appear. Under every dialog and drawer (modals sit at 200), so a toast can never
 * hide a dialog's title or close button, and over the header and bottom bar (100). On a phone
 * they rise from the bottom, above the bottom bar, leaving the header and the top of a dialog
 * free, and two at a time, so a burst cannot fill the screen; on a wide screen they stay
 * top-centre, away from the sidebar.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const phone = !useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  // Toasts are shown from many features; their close button gets its name and their text its contrast here, once.
  const theme = useMemo(() => createTheme({
    components: {
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } },
        // Mantine's description grey is 3.5:1 on a dark toast; the app's dimmed grey reaches 4.5:1.
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      }),
    },
  }), [t]);
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position={phone ? 'bottom-center' : 'top-center'} autoClose={4000} limit={phone ? 2 : 4}
        zIndex={getDefaultZIndex('modal') - 1} classNames={{ root: classes.root }} />
    </MantineThemeProvider>
  );
}
