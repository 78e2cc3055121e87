import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHatchWindowText, type IncubatingClutch } from '../breeding';

/** Clutches whose expected hatch window covers the chosen day, each opening its mother's breeding tab. */
export function HatchList({ clutches }: { clutches: readonly IncubatingClutch[] }) {
  const { t } = useTranslation('calendar');
  const windowText = useHatchWindowText();
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" fw={600}>{t('day.hatchWindow')}</Text>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {clutches.map((c) => (
          <Group component="li" key={c.clutchId} gap="sm" wrap="nowrap" align="flex-start">
            <Badge color="pink" variant="outline" miw={84}>{t('day.clutch')}</Badge>
            <Stack gap={0}>
              <Anchor component={Link} to={`/reptiles/${c.reptileId}?tab=breeding`} size="sm">{t('day.clutchOf', { name: c.reptileName })}</Anchor>
              <Text size="sm" c="dimmed">{windowText(c)}</Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
