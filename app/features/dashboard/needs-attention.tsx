import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findingSentence } from '../../../shared/insights/text';
import { HealthBadge, type AnimalStatus } from '../health-watch';

export interface StatusOf {
  id: string;
  name: string;
  status: AnimalStatus;
}

/** How many animals the panel names; the rest are counted, and listed by the cards' health filter. */
export const ATTENTION_SHOWN = 5;

/**
 * Near the top of the dashboard (issue 29): how many animals need attention today, and the first
 * of them by name with the most pressing reason in words ("3 meals refused in a row since 2 Nov"),
 * each linking to its page. Nothing when none does. `onShowAll` filters the cards to them.
 */
export function NeedsAttention({ statuses, onShowAll }: { statuses: readonly StatusOf[]; onShowAll: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: ti } = useTranslation('insights');
  const needing = statuses.filter((s) => s.status.state === 'attention').sort((a, b) => a.name.localeCompare(b.name));
  if (needing.length === 0) return null;
  const sentence = (s: StatusOf) => {
    const reason = s.status.reasons[0];
    return reason ? findingSentence(reason, (key, params) => ti(key, params), { lng: i18n.language }) : '';
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="needs-attention-title">
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id="needs-attention-title">{t('attention.title', { count: needing.length })}</Title>
          <Text size="sm" c="dimmed">{t('attention.intro')}</Text>
        </div>
        <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {needing.slice(0, ATTENTION_SHOWN).map((s) => (
            <Stack key={s.id} component="li" gap={2}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/reptiles/${s.id}`} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{s.name}</Anchor>
                <HealthBadge status={s.status} size="xs" />
              </Group>
              <Text size="sm" c="dimmed">{sentence(s)}</Text>
            </Stack>
          ))}
        </Stack>
        {needing.length > ATTENTION_SHOWN && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">{t('attention.more', { count: needing.length - ATTENTION_SHOWN })}</Text>
            <Button variant="light" size="xs" onClick={onShowAll}>{t('attention.showAll', { count: needing.length })}</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
