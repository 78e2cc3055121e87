import { Group, Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { insightText } from '../../../shared/insights/text';
import { SparklesIcon } from '../../components/icons';
import { LevelMark } from './finding-level';
import { insightLines, type InsightLine } from './insight-lines';
import type { LocalInsight } from './insight-queries';

function Lines({ lines }: { lines: InsightLine[] }) {
  const { t } = useTranslation('insights');
  if (lines.length === 0) return <Text size="sm" c="dimmed">{t('insight.empty')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line, i) => (
        <Group component="li" key={i} gap="sm" wrap="nowrap" align="flex-start">
          <LevelMark level={line.level} />
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{line.text}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * An insight stored without text (not expected from the server, but the row allows it): its
 * sentences written here from the findings, in the language it was asked in, which may not be
 * the app's (that language's texts load first).
 */
function FromFindings({ insight }: { insight: LocalInsight }) {
  const { t } = useTranslation('insights', { lng: insight.language });
  const text = insightText(insight.findings, (key, params) => t(key, params), { lng: insight.language });
  return <Lines lines={insightLines(text, insight.findings)} />;
}

/** The findings of an insight, a line each with its level, and who phrased them. */
export function InsightFindings({ insight }: { insight: LocalInsight }) {
  const { t } = useTranslation('insights');
  return (
    <Stack gap="sm">
      {insight.text.trim() ? <Lines lines={insightLines(insight.text, insight.findings)} /> : (
        <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}><FromFindings insight={insight} /></Suspense>
      )}
      {insight.source === 'model' && (
        <Group gap={6} c="dimmed">
          <SparklesIcon size={14} />
          <Text size="xs" c="dimmed">{t('insight.byModel')}</Text>
        </Group>
      )}
    </Stack>
  );
}
