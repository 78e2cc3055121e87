import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { AlertIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { useKeptReptiles } from '../reptiles';
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

function LoadedOcrImport() {
  const reptiles = useKeptReptiles();
  const limit = useOcrLimit();
  if (reptiles === undefined || limit === undefined) return <PageLoader />;
  return <OcrImport reptiles={reptiles} limit={limit} />;
}

function OcrImport({ reptiles, limit }: { reptiles: readonly LocalReptile[]; limit: OcrLimit }) {
  const { t } = useTranslation('ocr');
  const today = todayIn();
  const flow = useOcrImport(reptiles, today);
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
