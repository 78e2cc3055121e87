import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './components/account-section';
import { AppearanceSection } from './components/appearance-section';
import { DataSection } from './components/data-section';
import { PrivacySection } from './components/privacy-section';
import { UnitsSection } from './components/units-section';

/** /settings: units, language and theme, your data export, cookie choices, sign-out and account deletion. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <UnitsSection />
        <AppearanceSection />
        <DataSection />
        <PrivacySection />
        <AccountSection />
      </Stack>
    </Container>
  );
}
