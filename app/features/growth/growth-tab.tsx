import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalGrowthLog } from '../../lib/db';
import { usePreferences } from '../../lib/session';
import { PageLoader } from '../../components/page-loader';
import { dateText, isKept, useReptile } from '../reptiles';
import { GrowthForm } from './growth-form';
import { changedGrowthPatch, emptyGrowthValues, valuesFromGrowthLog } from './growth-form-values';
import { addGrowthLog, deleteGrowthLog, updateGrowthLog } from './growth-repository';
import { lengthReading, weightReading } from './reading-text';
import { useGrowthLogs } from './use-growth-logs';

// Charts pull in recharts: only this tab, and only once there is something to draw, loads them.
const GrowthChart = lazy(() => import('./growth-chart'));

/** Entries shown at first and added per "show more": a reptile can have thousands. */
const PAGE = 50;

/** The growth tab of a reptile: a form, the chart, and the entries newest first. */
export function GrowthTab({ reptileId }: { reptileId: string }) {
  const { t, i18n } = useTranslation(['logs', 'reptiles']);
  const lng = i18n.language;
  const logs = useGrowthLogs(reptileId);
  // A sold animal's copy is read-only (the server refuses its changes). Rows stored before transfers lack the field.
  const reptile = useReptile(reptileId);
  const readOnly = reptile ? !isKept(reptile) : false;
  const units = usePreferences();
  // A new key clears the add form after each save.
  const [formKey, setFormKey] = useState(0);
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<LocalGrowthLog | null>(null);
  const [deleting, setDeleting] = useState<LocalGrowthLog | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  if (logs === undefined) return <PageLoader />;
  const withWeight = logs.filter((l) => l.weightGrams !== null).length;
  const withLength = logs.filter((l) => l.lengthCm !== null).length;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteGrowthLog(deleting.id);
      setDeleting(null);
    } catch {
      setDeleteFailed(true);
    }
  };

  return (
    <Stack gap="lg">
      {!readOnly && <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('growth.addTitle')}</Title>
          <GrowthForm key={formKey} initial={emptyGrowthValues(todayIn())} others={logs} submitLabel={t('growth.actions.add')}
            onSubmit={async (input) => {
              await addGrowthLog(reptileId, input);
              setFormKey((k) => k + 1);
            }} />
        </Stack>
      </Paper>}
      {(withWeight >= 2 || withLength >= 2) && (
        <Suspense fallback={<PageLoader />}>
          <GrowthChart logs={logs} weightUnit={units.weightUnit} lengthUnit={units.lengthUnit} />
        </Suspense>
      )}
      <Stack gap="xs">
        <Title order={2} size="h4">{t('growth.listTitle')}</Title>
        {logs.length === 0 && <Text c="dimmed">{t('growth.empty')}</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('growth.listTitle')}>
          {logs.slice(0, shown).map((log) => (
            <Paper key={log.id} withBorder p="sm" component="li">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={500}>{dateText(lng, log.date)}</Text>
                  <Text size="sm">
                    {[
                      log.weightGrams === null ? null : weightReading(t, lng, log.weightGrams, units.weightUnit),
                      log.lengthCm === null ? null : lengthReading(t, lng, log.lengthCm, units.lengthUnit),
                    ].filter(Boolean).join(' · ')}
                  </Text>
                  {log.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{log.notes}</Text>}
                </Stack>
                {!readOnly && <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(log)} aria-label={t('growth.actions.editEntry', { date: dateText(lng, log.date) })}>
                    {t('growth.actions.edit')}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => {
                    setDeleteFailed(false);
                    setDeleting(log);
                  }} aria-label={t('growth.actions.deleteEntry', { date: dateText(lng, log.date) })}>
                    {t('growth.actions.delete')}
                  </Button>
                </Group>}
              </Group>
            </Paper>
          ))}
        </Stack>
        {logs.length > shown && (
          <Button variant="subtle" onClick={() => setShown((n) => n + PAGE)}>{t('growth.actions.showMore', { count: logs.length - shown })}</Button>
        )}
      </Stack>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('growth.editTitle')} closeButtonProps={{ 'aria-label': t('growth.actions.cancel') }}>
        {editing && (() => {
          const initial = valuesFromGrowthLog(editing, units, i18n.language);
          return (
            <GrowthForm initial={initial} others={logs.filter((l) => l.id !== editing.id)} submitLabel={t('growth.actions.save')} onCancel={() => setEditing(null)}
              onSubmit={async (input, values) => {
                await updateGrowthLog(editing.id, changedGrowthPatch(initial, values, input));
                setEditing(null);
              }} />
          );
        })()}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('growth.delete.title')} closeButtonProps={{ 'aria-label': t('growth.actions.cancel') }}>
        <Stack gap="md">
          <Text>{deleting ? t('growth.delete.body', { date: dateText(lng, deleting.date) }) : null}</Text>
          {deleteFailed && <Text c="red" role="alert">{t('growth.saveFailed')}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>{t('growth.actions.cancel')}</Button>
            <Button color="red" onClick={() => void confirmDelete()}>{t('growth.delete.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
