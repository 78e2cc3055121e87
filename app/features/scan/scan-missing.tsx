import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrIcon } from '../../components/icons';

/**
 * A label whose animal or enclosure is not on this device (a wrong code, one deleted, another
 * keeper's) or whose animal was handed on: said plainly, with no actions.
 */
export function ScanMissing({ kind, name }: { kind: 'animal' | 'enclosure' | 'transferred'; name?: string }) {
  const { t } = useTranslation('scan');
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw="28rem" ta="center">
        <QrIcon size={32} aria-hidden="true" />
        <Title order={1} size="h2">{t(`missing.${kind}.title`, { name })}</Title>
        <Text c="dimmed">{t(`missing.${kind}.body`, { name })}</Text>
        <Button component={Link} to="/dashboard" size="md">{t('missing.back')}</Button>
      </Stack>
    </Center>
  );
}
