import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHatchWindowText, useIncubatingClutches } from '../breeding';

/**
 * Clutches still incubating, the soonest hatch window first, each counted down and opening its
 * mother's breeding tab; nothing when none. A keeper has a few at a time, so all are listed.
 */
export function IncubatingClutches() {
  const { t } = useTranslation('dashboard');
  const clutches = useIncubatingClutches();
  const windowText = useHatchWindowText();
  if (!clutches || clutches.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="incubating-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="incubating-title">{t('incubating.title', { count: clutches.length })}</Title>
        <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {clutches.map((c) => (
            <li key={c.clutchId}>
              <Anchor component={Link} to={`/reptiles/${c.reptileId}?tab=breeding`} size="sm" fw={500}>
                {c.eggsExpected > 0 ? t('incubating.clutchOfEggs', { name: c.reptileName, count: c.eggsExpected }) : t('incubating.clutchOf', { name: c.reptileName })}
              </Anchor>
              <Text size="sm" c={c.daysToTo < 0 ? 'orange' : undefined}>{windowText(c)}</Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
