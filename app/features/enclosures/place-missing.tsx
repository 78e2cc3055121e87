import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A rack or enclosure that is not on this device (deleted, or of a collection the keeper left). */
export function PlaceMissing() {
  const { t } = useTranslation('enclosures');
  return (
    <Stack gap="sm">
      <Title order={1}>{t('missing.title')}</Title>
      <Text>{t('missing.body')}</Text>
      <Anchor component={Link} to="/racks">{t('missing.back')}</Anchor>
    </Stack>
  );
}
