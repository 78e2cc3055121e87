import { Anchor, Card, Group, List, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Finding } from '../../../shared/insights/types';
import { findingSentence } from '../../../shared/insights/text';
import { AlertIcon, EyeIcon } from '../../components/icons';
import type { LocalReptile } from '../../lib/db';
import { HealthBadge } from './health-badge';
import { useAnimalStatus } from './use-animal-status';

/** A reason's mark: alerts and watches stand out; the care modes that explain an "ok" do not. */
function ReasonMark({ level }: { level: Finding['level'] }) {
  const { t } = useTranslation('health-watch');
  if (level === 'info') return null;
  return (
    <>
      <Text span c={level === 'alert' ? 'red' : 'orange'} aria-hidden style={{ display: 'inline-flex' }}>
        {level === 'alert' ? <AlertIcon size={14} /> : <EyeIcon size={14} />}
      </Text>
      <VisuallyHidden>{`${t(`level.${level}`)}: `}</VisuallyHidden>
    </>
  );
}

function Summary({ reptile }: { reptile: LocalReptile }) {
  const { t, i18n } = useTranslation('health-watch');
  const { t: ti } = useTranslation('insights');
  const status = useAnimalStatus(reptile);
  const lng = i18n.language;
  const sentence = (f: Finding) => findingSentence(f, (key, params) => ti(key, params), { lng });
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={`health-summary-${reptile.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={`health-summary-${reptile.id}`}>{t('summary.title')}</Title>
          {status ? <HealthBadge status={status} /> : <Skeleton height={20} width={80} />}
        </Group>
        {status && (status.reasons.length > 0 ? (
          <List spacing={4} size="sm" listStyleType="none" aria-label={t('summary.reasons')}>
            {status.reasons.map((f, i) => (
              <List.Item key={`${f.code}-${i}`}>
                <Group gap={6} wrap="nowrap" align="flex-start"><ReasonMark level={f.level} /><span>{sentence(f)}</span></Group>
              </List.Item>
            ))}
          </List>
        ) : <Text size="sm">{t('summary.allWell')}</Text>)}
        {status && status.missing.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>{t('summary.missingTitle')}</Text>
            <List spacing={2} size="xs" c="dimmed" aria-label={t('summary.missingTitle')}>
              {status.missing.map((f) => <List.Item key={f.code}>{sentence(f)}</List.Item>)}
            </List>
          </Stack>
        )}
        <Anchor component={Link} to={`/reptiles/${reptile.id}/insights`} size="sm">{t('summary.insightsLink')}</Anchor>
      </Stack>
    </Card>
  );
}

/**
 * The animal's health at a glance on its page (issue 29): its status, the reasons in words and
 * what to log before its histories can be read, with the way to its insights.
 */
export function HealthSummary({ reptile }: { reptile: LocalReptile }) {
  // Its texts load as their own chunks: the rest of the page does not wait for them.
  return <Suspense fallback={<Skeleton height={96} radius="md" />}><Summary reptile={reptile} /></Suspense>;
}
