import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRegistrationInProgress } from '../../lib/session/registration-flag';
import { useConsent } from './consent-store';
import classes from './cookie-consent.module.css';

/**
 * The consent dialog. On a first visit it can only be closed by accepting (all, or the chosen
 * categories), with the optional categories unticked; reopened from Settings it shows the stored
 * choice and also closes with Cancel or Escape, changing nothing.
 * Every first-time visitor loads it, so it is a native modal <dialog> (the browser makes the
 * page behind it inert and traps focus) instead of a library modal and its dependencies.
 */
export function CookieConsent() {
  const { t } = useTranslation('legal');
  const { open, reviewing, preferences, accept, dismiss } = useConsent();
  const [analytics, setAnalytics] = useState(preferences?.analytics ?? false);
  const [marketing, setMarketing] = useState(preferences?.marketing ?? false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const show = open && !isRegistrationInProgress();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (show && !dialog.open) dialog.showModal();
    if (!show && dialog.open) dialog.close();
  }, [show]);

  if (!show) return null;
  const categories = [
    { key: 'necessary', checked: true, disabled: true, set: undefined },
    { key: 'analytics', checked: analytics, disabled: false, set: setAnalytics },
    { key: 'marketing', checked: marketing, disabled: false, set: setMarketing },
  ] as const;
  return (
    <dialog ref={ref} className={classes.dialog} aria-labelledby={titleId} onCancel={(e) => {
      // Escape: the browser would close the dialog behind React's back; the store decides instead.
      e.preventDefault();
      dismiss();
    }} onClose={(e) => {
      // Chromium does not let a page cancel a second Escape without a click in between; the
      // first-visit dialog then goes straight back up.
      if (!useConsent.getState().reviewing && useConsent.getState().open) e.currentTarget.showModal();
    }}>
      <Title order={2} size="h3" id={titleId} mb="xs">{t('cookies.title')}</Title>
      <Text size="sm" mb="md">{t('cookies.intro')}</Text>
      <div className={classes.list}>
        {categories.map((c) => (
          <label key={c.key} className={classes.option} data-disabled={c.disabled || undefined}>
            <input type="checkbox" checked={c.checked} disabled={c.disabled}
              onChange={c.set ? (e) => c.set(e.currentTarget.checked) : undefined} />
            <span>
              <Text component="span" fw={600} size="sm" display="block">{t(`cookies.${c.key}`)}</Text>
              <Text component="span" c="dimmed" size="xs" display="block">{t(`cookies.${c.key}Help`)}</Text>
            </span>
          </label>
        ))}
      </div>
      <Group justify="flex-end" gap="sm" mt="lg">
        {reviewing && <Button variant="subtle" onClick={dismiss}>{t('cookies.cancel')}</Button>}
        <Button variant="default" onClick={() => accept({ analytics, marketing })}>{t('cookies.saveChoices')}</Button>
        <Button onClick={() => accept({ analytics: true, marketing: true })}>{t('cookies.acceptAll')}</Button>
      </Group>
    </dialog>
  );
}
