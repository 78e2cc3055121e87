import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportScope } from '../../../shared/rules/export';
import { useExport, type ExportFormat } from './use-export';

const FORMATS: ExportFormat[] = ['json', 'csv'];

/** "Export JSON" / "Export CSV" for one reptile (on its page) or for all (in settings). */
export function ExportMenu({ reptile }: { reptile?: { id: string; name: string } }) {
  const { t } = useTranslation('export');
  const scope: ExportScope = reptile ? { kind: 'reptile', reptileId: reptile.id, name: reptile.name } : { kind: 'all' };
  const { run, busy, failed, saved, ready } = useExport(scope);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {FORMATS.map((format) => (
          <Button key={format} variant="default" disabled={!ready || (busy !== null && busy !== format)} loading={busy === format}
            title={reptile ? t('hint.reptile', { name: reptile.name }) : t('hint.all')} onClick={() => void run(format)}>
            {t(`actions.${format}`)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">{t('csvNote')}</Text>
      {saved && <Text size="sm" role="status">{t(saved.format === 'csv' ? 'savedArchive' : 'saved', { count: saved.files })}</Text>}
      {failed && <Text size="sm" c="red" role="alert">{t('errors.failed')}</Text>}
    </Stack>
  );
}
