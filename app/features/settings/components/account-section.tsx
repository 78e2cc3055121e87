import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut, useSession } from '../../../lib/session';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

export function AccountSection() {
  const { t } = useTranslation('settings');
  const email = useSession((s) => s.user?.email);
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection title={t('account.title')}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('account.signedInAs', { email })}</Text>
          <Button variant="default" onClick={() => void signOut()}>{t('account.signOut')}</Button>
        </Group>
        <Divider />
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap={2} maw={420}>
            <Text fw={600} c="red">{t('account.delete.title')}</Text>
            <Text size="sm" c="dimmed">{t('account.delete.summary')}</Text>
          </Stack>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>{t('account.delete.open')}</Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </SettingsSection>
  );
}
