import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocalReptile } from '../../lib/db';
import { ExportOutcome, useReptileExport } from '../../features/export';
import { isKept } from '../../../shared/rules/transfers';
import { TransferNotice } from '../../features/transfers';
import { SpaceBadge, useSpaceAccess } from '../../features/spaces';
import { ReptileActions } from './reptile-actions';

/**
 * The name and species with Edit beside them and the rest in the actions menu; under them what a
 * transfer means for the animal. A read-only copy (the animal went to a buyer) has no Edit, nor
 * has an animal of a shared collection for a sitter or a viewer (the role rule decides).
 */
export function ReptileHeader({ reptile }: { reptile: LocalReptile }) {
  const { t } = useTranslation('reptiles');
  const exporter = useReptileExport(reptile);
  const access = useSpaceAccess(reptile.userId);
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>{reptile.name}</Title>
          <Text c="dimmed" fs="italic">{reptile.species}</Text>
          <SpaceBadge spaceId={reptile.userId} />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {isKept(reptile) && access.can('reptile.update.v1') && <Button component={Link} to={`/reptiles/${reptile.id}/edit`}>{t('actions.edit')}</Button>}
          <ReptileActions reptile={reptile} exporter={exporter} />
        </Group>
      </Group>
      {/* The menu has closed by the time an export ends: its outcome is told here. */}
      <ExportOutcome exporter={exporter} />
      <TransferNotice reptile={reptile} />
    </Stack>
  );
}
