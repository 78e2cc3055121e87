import { Anchor, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExportScope } from '../../../shared/rules/export';
import { MARKETPLACE_EXPORT_PATH } from '../marketplace';
import { SHEET_IMPORT_PATH } from '../sheet-import';
import { useExport, type ExportFormat } from './use-export';

const FORMATS: ExportFormat[] = ['json', 'csv'];

export type Exporter = ReturnType<typeof useExport>;

/** One reptile's exporter, for a page that places the export entries itself (in a menu). */
export function useReptileExport(reptile: { id: string; name: string }): Exporter {
  return useExport({ kind: 'reptile', reptileId: reptile.id, name: reptile.name });
}

/** What the last export did: read by assistive technology as it changes. */
export function ExportOutcome({ exporter }: { exporter: Exporter }) {
  const { t } = useTranslation('export');
  return (
    <>
      {exporter.saved && <Text size="sm" role="status">{t(exporter.saved.format === 'csv' ? 'savedArchive' : 'saved', { count: exporter.saved.files })}</Text>}
      {exporter.failed && <Text size="sm" c="red" role="alert">{t('errors.failed')}</Text>}
    </>
  );
}

/**
 * "Export JSON" / "Export CSV" as entries of an actions menu. The menu closes on a choice, so the
 * page shows the ExportOutcome of the same exporter outside it.
 */
export function ExportMenuItems({ exporter }: { exporter: Exporter }) {
  const { t } = useTranslation('export');
  return FORMATS.map((format) => (
    <Menu.Item key={format} disabled={!exporter.ready || exporter.busy !== null} onClick={() => void exporter.run(format)}>
      {t(`actions.${format}`)}
      {format === 'csv' && <Text size="xs" c="dimmed">{t('csvNoteShort')}</Text>}
    </Menu.Item>
  ));
}

/** "Export JSON" / "Export CSV" buttons for all reptiles (in settings). */
export function ExportMenu() {
  const { t } = useTranslation(['export', 'marketplace']);
  const scope: ExportScope = { kind: 'all' };
  const exporter = useExport(scope);
  const { run, busy, ready } = exporter;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {FORMATS.map((format) => (
          <Button key={format} variant="default" disabled={!ready || (busy !== null && busy !== format)} loading={busy === format}
            title={t('hint.all')} onClick={() => void run(format)}>
            {t(`actions.${format}`)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">{t('csvNote')}</Text>
      <ExportOutcome exporter={exporter} />
      <Anchor component={Link} to={SHEET_IMPORT_PATH} size="sm">{t('importLink')}</Anchor>
      <Anchor component={Link} to={MARKETPLACE_EXPORT_PATH} size="sm">{t('marketplace:link')}</Anchor>
    </Stack>
  );
}
