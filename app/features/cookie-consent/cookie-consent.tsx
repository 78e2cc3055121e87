import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent } from './consent-store';
import { isRegistrationInProgress } from '../../lib/session/registration-flag';

/** The consent dialog: it can only be closed by accepting (all, or the chosen categories). */
export function CookieConsent() {
  const { t } = useTranslation('legal');
  const { open, preferences, accept } = useConsent();
  const [analytics, setAnalytics] = useState(preferences?.analytics ?? false);
  const [marketing, setMarketing] = useState(preferences?.marketing ?? false);
  if (!open || isRegistrationInProgress()) return null;
  return (
    <Modal opened onClose={() => {}} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false}
      title={t('cookies.title')} centered size="lg" radius="lg" zIndex={350}>
      <Stack gap="md">
        <Text size="sm">{t('cookies.intro')}</Text>
        <Switch checked disabled label={t('cookies.necessary')} description={t('cookies.necessaryHelp')} />
        <Switch checked={analytics} onChange={(e) => setAnalytics(e.currentTarget.checked)}
          label={t('cookies.analytics')} description={t('cookies.analyticsHelp')} />
        <Switch checked={marketing} onChange={(e) => setMarketing(e.currentTarget.checked)}
          label={t('cookies.marketing')} description={t('cookies.marketingHelp')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => accept({ analytics, marketing })}>{t('cookies.saveChoices')}</Button>
          <Button onClick={() => accept({ analytics: true, marketing: true })}>{t('cookies.acceptAll')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
