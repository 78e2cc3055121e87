import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { AlertIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { canDo } from '../../../shared/spaces/roles';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { useUserDb } from '../../lib/db/use-user-db';
import { useKeptReptiles } from '../reptiles';
import { useSharedSpaces } from '../spaces';
import { FinishActions, ImportDone } from './finish-section';
import { LanguagePicker } from './language-picker';
import { OcrLimitNotice } from './ocr-limit-notice';
import { PhotoPicker } from './photo-picker';
import { ReadStatus } from './read-status';
import { ReptileListBoundary } from './reptile-list-boundary';
import { ReptilePicker } from './reptile-picker';
import { ReviewRows } from './review-rows';
import { StepSection } from './step-section';
import { useOcrImport } from './use-ocr-import';
import { useOcrLimit, type OcrLimit } from './use-ocr-limit';
import classes from './ocr.module.css';

/**
 * /ocr-import: a photographed paper log sheet becomes one reptile's logs. The photo is read on
 * this device (tesseract, loaded for this screen only), so it works offline once the reader's
 * files were fetched; the keeper checks every row before anything is written, and the import is
 * one change that syncs later and counts against the plan's lifetime limit.
 */
export function OcrImportPage() {
  const { t } = useTranslation('ocr');
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </Stack>
        <ReptileListBoundary>
          <LoadedOcrImport />
        </ReptileListBoundary>
      </Stack>
    </Container>
  );
}

/** The animals the keeper may import into: their own, and a household's where their role keeps records (not a sitter's or a viewer's). */
function LoadedOcrImport() {
  const kept = useKeptReptiles();
  const spaces = useSharedSpaces();
  const me = useUserDb()?.userId;
  const reptiles = useMemo(() => {
    if (!kept || !spaces) return undefined;
    const today = todayIn();
    const may = new Set(spaces.filter((s) => canDo({ role: s.role, until: s.until }, 'ocrImport.create.v1', today)).map((s) => s.id));
    return kept.filter((r) => r.userId === me || may.has(r.userId));
  }, [kept, spaces, me]);
  if (reptiles === undefined || spaces === undefined) return <PageLoader />;
  return <OcrImport reptiles={reptiles} spaces={spaces} />;
}

/** A household's whose plan this device does not know: nothing to warn of or block here; the server counts. */
const UNKNOWN_LIMIT: OcrLimit = { used: 0, limit: Number.POSITIVE_INFINITY, left: Number.POSITIVE_INFINITY, atLimit: false, nearLimit: false, canUpgrade: false };

function OcrImport({ reptiles, spaces }: { reptiles: readonly LocalReptile[]; spaces: readonly SharedSpaceView[] }) {
  const { t } = useTranslation('ocr');
  const today = todayIn();
  const flow = useOcrImport(reptiles, today);
  // The limit of the collection imported into: its owner's plan, known here for one's own and a household one owns.
  const me = useUserDb()?.userId;
  const shared = spaces.find((s) => s.id === flow.reptile?.userId);
  const limit = useOcrLimit(shared?.id, !shared || shared.ownerId === me) ?? UNKNOWN_LIMIT;
  const limitId = useId();
  const hintId = useId();
  const busy = flow.reader.status === 'preparing' || flow.reader.status === 'working';
  const reviewing = flow.sheet !== null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StepSection n={1} title={t('steps.reptile')} done={flow.reptile !== null}>
          {(headingId) => (
            <ReptilePicker labelledBy={headingId} reptiles={reptiles} value={flow.reptileId} onChange={flow.chooseReptile}
              error={flow.reptileMissing ? t('errors.noReptile') : undefined} />
          )}
        </StepSection>
        <StepSection n={2} title={t('steps.language')} done>
          {(headingId) => <LanguagePicker labelledBy={headingId} value={flow.language} disabled={busy} onChange={flow.setLanguage} />}
        </StepSection>
      </SimpleGrid>

      <StepSection n={3} title={t('steps.photo')} done={reviewing}>
        <OcrLimitNotice id={limitId} limit={limit} />
        <Text size="sm" c="dimmed" id={hintId}>{t('photo.hint')}</Text>
        <PhotoPicker disabled={limit.atLimit || busy} describedBy={limit.atLimit ? `${limitId} ${hintId}` : hintId} onPick={(file) => void flow.readPhoto(file)} />
        <ReadStatus state={flow.reader} onCancel={flow.cancelRead} onRetry={flow.retry} />
        {flow.parseFailed && <Alert color="red" icon={<AlertIcon />} role="alert">{t('errors.general')}</Alert>}
        {flow.sheet?.compressionFailed && <Alert color="yellow" icon={<AlertIcon />}>{t('photo.compressionFailed')}</Alert>}
        {flow.sheet && <SheetPreview file={flow.sheet.file} />}
      </StepSection>

      {flow.sheet && (
        <StepSection key={flow.sheet.id} n={4} title={t('steps.review')} focusOnMount>
          <Text size="sm" c="dimmed">{t('review.intro', { count: flow.review.rows.length })}</Text>
          <ReviewRows rows={flow.review.rows} problems={flow.problems} today={today} reptileName={flow.reptile?.name ?? null}
            onChange={flow.review.update} onRemove={flow.review.remove} onAdd={flow.review.add} />
        </StepSection>
      )}
      {flow.sheet && (
        <StepSection n={5} title={t('steps.finish')}>
          <FinishActions total={flow.review.rows.length} flagged={flow.flagged} removedRead={flow.review.removedRead} importing={flow.importing}
            blocked={limit.atLimit} blockedBy={limitId} error={flow.finishError}
            onImport={() => void flow.importRows()} onDownload={flow.downloadRows} onDiscard={flow.startOver} />
        </StepSection>
      )}
      {flow.result && <ImportDone result={flow.result} onAgain={flow.startOver} />}
    </Stack>
  );
}

/** The photo being reviewed, to check the rows against. */
function SheetPreview({ file }: { file: File }) {
  const { t } = useTranslation('ocr');
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={t('photo.previewAlt')} className={classes.preview} />;
}
