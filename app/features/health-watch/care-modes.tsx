import { Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import type { LocalReptile } from '../../lib/db';
import { useSpaceAccess } from '../spaces';
import { DeleteModeDialog } from './delete-mode-dialog';
import { EndModeDialog } from './end-mode-dialog';
import { currentLine, pastLine, splitModes, type ModeLine } from './mode-lines';
import { StartModeDialog } from './start-mode-dialog';
import type { CareModeRow } from '../../lib/health/status-input';
import { useAnimalHealth } from './use-animal-status';

type Dialog = { kind: 'start' } | { kind: 'end'; mode: CareModeRow } | { kind: 'delete'; mode: CareModeRow; label: string } | null;

function Modes({ reptile }: { reptile: LocalReptile }) {
  const { t, i18n } = useTranslation('health-watch');
  const health = useAnimalHealth(reptile);
  const access = useSpaceAccess(reptile.userId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const lng = i18n.language;
  const text = (line: ModeLine) =>
    t(line.key, { ...line.numbers, ...Object.fromEntries(Object.entries(line.dates).map(([k, iso]) => [k, formatDate(iso, lng)])) });
  const titleId = `care-modes-${reptile.id}`;
  if (!health) return <Skeleton height={72} radius="md" />;
  const { current, past } = splitModes(health.rows.modes);
  const canStart = access.can('careMode.create.v1');
  const canEnd = access.can('careMode.end.v1');
  const canDelete = access.can('careMode.delete.v1');

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={titleId}>{t('section.title')}</Title>
          {canStart && <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'start' })}>{t('actions.start')}</Button>}
        </Group>
        {current.length === 0 ? <Text size="sm" c="dimmed">{t('section.none')}</Text> : (
          <List spacing="xs" listStyleType="none" aria-label={t('section.current')}>
            {current.map((m) => {
              const label = text(currentLine(m, health.input, health.today));
              return (
                <List.Item key={m.id}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm">{label}</Text>
                      {m.notes && <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{m.notes}</Text>}
                    </Stack>
                    <Group gap={4}>
                      {canEnd && (
                        <Button size="xs" variant="light" color={m.mode === 'quarantine' ? 'teal' : undefined} onClick={() => setDialog({ kind: 'end', mode: m })}>
                          {m.mode === 'quarantine' ? t('actions.release') : t(`actions.end.${m.mode}`)}
                        </Button>
                      )}
                      {canDelete && (
                        <Button size="xs" variant="subtle" color="red" aria-label={t('actions.deleteMode', { mode: label })}
                          onClick={() => setDialog({ kind: 'delete', mode: m, label })}>{t('actions.delete')}</Button>
                      )}
                    </Group>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {past.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed">{t('section.history')}</Text>
            <List spacing={2} size="sm" aria-label={t('section.history')}>
              {past.map((m) => {
                const label = text(pastLine(m));
                return (
                  <List.Item key={m.id}>
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <Text size="sm" c="dimmed">{label}{m.notes ? ` · ${m.notes}` : ''}</Text>
                      {canDelete && (
                        <Button size="compact-xs" variant="subtle" color="red" aria-label={t('actions.deleteMode', { mode: label })}
                          onClick={() => setDialog({ kind: 'delete', mode: m, label })}>{t('actions.delete')}</Button>
                      )}
                    </Group>
                  </List.Item>
                );
              })}
            </List>
          </Stack>
        )}
      </Stack>
      {dialog?.kind === 'start' && <StartModeDialog reptileId={reptile.id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'end' && <EndModeDialog mode={dialog.mode} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteModeDialog mode={dialog.mode} label={dialog.label} onClose={() => setDialog(null)} />}
    </Card>
  );
}

/**
 * An animal's care modes (issue 29): the ones holding now with their end or release, the way to
 * start one, and the past ones with their dates, so the history shows why a long fast was fine.
 * Buttons follow the keeper's role in a shared collection (a sitter or viewer reads only).
 */
export function CareModes({ reptile }: { reptile: LocalReptile }) {
  return <Suspense fallback={<Skeleton height={72} radius="md" />}><Modes reptile={reptile} /></Suspense>;
}
