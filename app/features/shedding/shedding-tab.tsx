import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogEntriesTab } from '../log-tabs';
import { SheddingForm } from './shedding-form';

/** The shedding tab of a reptile: log a shed, and see the sheds newest first with stuck ones marked. */
export function SheddingTab({ reptileId }: { reptileId: string }) {
  const { t } = useTranslation('logs');
  return (
    <LogEntriesTab
      table="sheddingLogs"
      reptileId={reptileId}
      labels={{ addTitle: t('shedding.addTitle'), editTitle: t('shedding.editTitle'), listTitle: t('shedding.listTitle'), empty: t('shedding.empty'), deleteTitle: t('shedding.deleteTitle') }}
      form={<SheddingForm reptileId={reptileId} />}
      renderEntry={(log) => (
        <>
          <Badge variant="light" color={log.complete ? 'teal' : 'orange'} w="fit-content">{t(log.complete ? 'shedding.result.complete' : 'shedding.result.incomplete')}</Badge>
          {log.observations && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{log.observations}</Text>}
        </>
      )}
    />
  );
}
