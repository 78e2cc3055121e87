import { Alert, Badge, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferences } from '../../lib/session';
import type { LocalRejection, UserDb } from '../../lib/db';
import { useFeeder } from '../inventory';
import { changeDetails } from './change-details';
import { canLogWithoutDeduction, canRetry, dismissRejection, logWithoutDeduction, rejectionJson, retryRejection } from './rejections-repository';

const changeKey = (name: string) => `changes.${name.replaceAll('.', '_')}`;
/** The inventory feeder a refused feeding names, to show it by name and size. */
function feederIdOf(args: unknown): string | undefined {
  const source = (args as { source?: { kind?: unknown; feederId?: unknown } } | null)?.source;
  return source?.kind === 'inventory' && typeof source.feederId === 'string' ? source.feederId : undefined;
}
/**
 * The reason in the keeper's language: an entity's own wording when it has one
 * (`reasonsFor.<entity>.<code>`, e.g. a missing task), else the code's; `params` fill it in
 * (insufficient-stock: how many the server had).
 */
const reasonKeys = (r: LocalRejection) => [`reasonsFor.${r.name.split('.')[0] ?? ''}.${r.code}`, `reasons.${r.code}`];
/** Refusals a better plan answers: the reptile limit, collections without premium or at the limit. */
const UPGRADE_CODES: ReadonlySet<string> = new Set(['plan-limit-reptiles', 'premium-required', 'collection-limit', 'ocr-limit']);

/**
 * One refused change: what it was, what the keeper typed, why the server refused it (in their
 * language) and what they can do: upgrade, free a slot and retry, copy it, or let it go.
 */
export function RejectionCard({ db, rejection, retryBlocked }: { db: UserDb; rejection: LocalRejection; retryBlocked: boolean }) {
  const { t, i18n } = useTranslation(['sync', 'reptiles']);
  const units = usePreferences();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const feeder = useFeeder(feederIdOf(rejection.args));
  const details = changeDetails(rejection.args, units, i18n.language, { feeder, unitName: (u) => t(`reptiles:units.${u}`) });
  // A log names its animal by id: the name recorded when it was refused (the animal may be gone from the device).
  const subject = details.subject ?? rejection.reptileName ?? null;
  const { fields } = details;
  const title = t(changeKey(rejection.name), { defaultValue: t('changes.unknown') });
  const retry = () => retryRejection(db, rejection).catch(() => setFailed(true));
  return (
    <Paper withBorder p="sm" component="article" aria-label={subject ? `${title}: ${subject}` : title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{title}{subject ? `: ${subject}` : ''}</Text>
          <Badge color="red" variant="light">{t('refused')}</Badge>
        </Group>
        <Text size="sm">{t(reasonKeys(rejection), rejection.params)}</Text>
        <Text size="sm" c="dimmed">{t(`ways.${rejection.code}`)}</Text>
        {fields.length > 0 && (
          <SimpleGrid component="dl" cols={2} spacing={4} verticalSpacing={2} m={0} aria-label={t('enteredData')}>
            {fields.map((f) => [
              <Text key={`${f.key}-k`} component="dt" size="xs" c="dimmed">{t(`fields.${f.key}`, { defaultValue: f.key })}</Text>,
              <Text key={`${f.key}-v`} component="dd" size="xs" m={0} style={{ overflowWrap: 'anywhere' }}>
                {f.i18nKey ? t(f.i18nKey, { ...f.params, defaultValue: f.value }) : f.value}
              </Text>,
            ])}
          </SimpleGrid>
        )}
        {failed && <Alert color="red" p="xs">{t('retryFailed')}</Alert>}
        {confirming ? (
          <Alert color="red" variant="light" p="xs" title={t('dismissTitle')}>
            <Text size="sm" mb="xs">{t('dismissBody')}</Text>
            <Group gap="xs">
              <Button size="xs" color="red" onClick={() => void dismissRejection(db, rejection)}>{t('actions.dismissConfirm')}</Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>{t('actions.keep')}</Button>
            </Group>
          </Alert>
        ) : (
          <Group gap="xs">
            {UPGRADE_CODES.has(rejection.code) && (
              <Button size="xs" component={Link} to="/repticoins?returnPath=%2Fdashboard">{t('actions.upgrade')}</Button>
            )}
            {canLogWithoutDeduction(rejection) && (
              <Button size="xs" onClick={() => void logWithoutDeduction(db, rejection).catch(() => setFailed(true))}>{t('actions.logWithoutDeduction')}</Button>
            )}
            {canRetry(rejection) && (
              <Button size="xs" variant="light" disabled={retryBlocked} onClick={() => void retry()}>{t('actions.retry')}</Button>
            )}
            <CopyButton value={rejectionJson(rejection)}>
              {({ copied, copy }) => <Button size="xs" variant="default" onClick={copy}>{copied ? t('actions.copied') : t('actions.copyJson')}</Button>}
            </CopyButton>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>{t('actions.dismiss')}</Button>
          </Group>
        )}
        {retryBlocked && canRetry(rejection) && <Text size="xs" c="dimmed">{t('freeSlotFirst')}</Text>}
      </Stack>
    </Paper>
  );
}
