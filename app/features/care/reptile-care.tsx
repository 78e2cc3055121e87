import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysSince } from '../../../shared/rules/days-since';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { usePreferences } from '../../lib/session';
import { formatDate, weightText } from '../../lib/format';
import { RhythmStatus } from './rhythm-status';
import { rhythmOf, type ReptileSummary } from './use-reptile-summaries';

// The quick-log forms are a chunk of their own: with their date field (dayjs and
// @mantine/dates) they were 60 KB of what a phone compiled before the first card (issue 26).
// Fetched once the dashboard is idle, so a tap opens them at once; precached like every chunk,
// so offline too.
const loadFeeding = () => import('./quick-feeding-modal');
const loadWeight = () => import('./quick-weight-modal');
const QuickFeedingModal = lazy(() => loadFeeding().then((m) => ({ default: m.QuickFeedingModal })));
const QuickWeightModal = lazy(() => loadWeight().then((m) => ({ default: m.QuickWeightModal })));
let prefetched = false;
function usePrefetchQuickForms(): void {
  useEffect(() => {
    if (prefetched) return;
    prefetched = true;
    const fetchBoth = () => void Promise.all([loadFeeding(), loadWeight()]).catch(() => (prefetched = false));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchBoth, { timeout: 5000 });
    else setTimeout(fetchBoth, 2000);
  }, []);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">{label}</Text>
      <Text size="sm" ta="right">{children}</Text>
    </Group>
  );
}

/**
 * Under a dashboard card: when the reptile last ate and how many days ago (a refusal or
 * regurgitation since is flagged, not counted as a meal), its weight in the keeper's unit (the
 * latest weighing with its date; the profile's weight, said to be so, until one is logged), and
 * the two quick actions. Its feeding rhythm (shared/rules/feeding-rhythm.ts) says whether a meal is
 * due, overdue or paused, and flags refusals in a row (in place of the single missed meal) and a
 * long fast.
 */
export function ReptileCare({ reptile, summary, arriving = false }: { reptile: LocalReptile; summary: ReptileSummary | undefined; arriving?: boolean }) {
  const { t, i18n } = useTranslation(['dashboard', 'reptiles']);
  const { t: tr } = useTranslation('reptiles');
  const units = usePreferences();
  const [open, setOpen] = useState<'feeding' | 'weight' | null>(null);
  usePrefetchQuickForms();
  const lng = i18n.language;
  const today = todayIn();
  const lastAte = summary?.lastAte ?? null;
  const latest = summary?.latestFeeding ?? null;
  const missed = latest && latest.outcome !== 'ate' ? latest : null;
  const weight = summary?.lastWeight ?? (reptile.weightGrams !== null ? { grams: reptile.weightGrams, date: null } : null);
  const days = lastAte ? daysSince(lastAte.date, today) : null;
  const rhythm = summary ? rhythmOf(reptile, summary, today) : null;
  // Until the summary is read, "Log feeding" could not offer "same as last time": wait the few ms.
  // During the first sync there is none to wait for: the keeper logs without it.
  const ready = Boolean(summary) || arriving;

  return (
    <Stack gap={6}>
      {arriving && <Text size="sm" c="dimmed">{t('care.arriving')}</Text>}
      {summary && (
        <>
          <Fact label={t('care.lastFed')}>{lastAte ? formatDate(lastAte.date, lng) : t('care.neverFed')}</Fact>
          {days !== null && <Fact label={t('care.daysSince')}>{days <= 0 ? t('care.today') : t('care.days', { count: days })}</Fact>}
          {rhythm && <RhythmStatus rhythm={rhythm} label={t('care.rhythm.nextMeal')} />}
          {missed && !rhythm?.refusals && (
            <Group justify="flex-end">
              <Badge color="red" variant="light">{t(`care.missed.${missed.outcome}`, { date: formatDate(missed.date, lng) })}</Badge>
            </Group>
          )}
          <Fact label={t('care.lastWeight')}>
            {weight ? weightText(tr, lng, weight.grams, units.weightUnit) : t('care.noWeight')}
            {weight && <Text span size="xs" c="dimmed">{` · ${weight.date ? formatDate(weight.date, lng) : t('care.fromProfile')}`}</Text>}
          </Fact>
        </>
      )}
      <Group grow gap="xs" mt={4}>
        <Button size="sm" variant="light" onClick={() => setOpen('feeding')} disabled={!ready} aria-label={t('quick.logFeedingFor', { name: reptile.name })}>{t('quick.logFeeding')}</Button>
        <Button size="sm" variant="light" onClick={() => setOpen('weight')} disabled={!ready} aria-label={t('quick.logWeightFor', { name: reptile.name })}>{t('quick.logWeight')}</Button>
      </Group>
      <Suspense fallback={null}>
        {open === 'feeding' && <QuickFeedingModal reptile={reptile} latest={latest} lastAte={summary?.lastAte ?? null} onClose={() => setOpen(null)} />}
        {open === 'weight' && <QuickWeightModal reptile={reptile} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
