import { Accordion, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from './finding-level';
import { splitLines, topLevel } from './insight-lines';
import { InsightFindings } from './insight-view';
import { useInsightMeta } from './use-insight-meta';
import type { LocalInsight } from './insight-queries';

/**
 * The reptile's earlier insights, newest first, from the synced rows (so offline too). Folded to
 * a line each (when, in which language, the most pressing level and the first finding): a month
 * of them would otherwise be a long scroll on a phone.
 */
export function InsightHistory({ insights }: { insights: LocalInsight[] }) {
  const { t } = useTranslation('insights');
  const meta = useInsightMeta();
  const titleId = useId();
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>{t('history.title')}</Title>
      <Accordion multiple variant="separated" radius="md" value={open} onChange={setOpen}>
        {insights.map((insight) => {
          const top = topLevel(insight.findings);
          return (
            <Accordion.Item key={insight.id} value={insight.id}>
              <Accordion.Control>
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs" justify="space-between">
                    <Text size="sm" fw={600}>{meta(insight)}</Text>
                    {top && <LevelBadge level={top} />}
                  </Group>
                  {/* The first finding as a preview, until the whole insight is open below. */}
                  {!open.includes(insight.id) && <Text size="xs" c="dimmed" lineClamp={1}>{splitLines(insight.text)[0] ?? ''}</Text>}
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <InsightFindings insight={insight} />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
