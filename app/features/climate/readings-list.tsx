import { ActionIcon, Badge, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIMATE_SPOTS, flagsOf, type EnclosureTargets } from '../../../shared/enclosures/climate-targets';
import { formatMoment } from '../../lib/format';
import { deleteReading } from './readings-repository';
import { FLAG_TEXT, valueText } from './readings-text';
import { useRecentReadings } from './use-readings';

const RECENT = 10;

/** The newest readings as a table; a value outside its range is coloured and marked "!" with its flag read out. */
export function RecentReadings({ enclosureId, targets, canDelete }: { enclosureId: string; targets: EnclosureTargets | null; canDelete: boolean }) {
  const { t, i18n } = useTranslation('climate');
  const lng = i18n.language;
  const readings = useRecentReadings(enclosureId, RECENT);
  const [busy, setBusy] = useState<string | null>(null);
  if (!readings || readings.length === 0) return null;
  // Only the spots these readings have: a logger of hot side and humidity leaves three empty columns otherwise.
  const spots = CLIMATE_SPOTS.filter((s) => readings.some((r) => r[s] !== null));
  const remove = async (id: string) => {
    setBusy(id);
    try {
      await deleteReading(id);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('readings.recent')}>
      <Title order={3} size="h5">{t('readings.recent')}</Title>
      <Table.ScrollContainer minWidth={spots.length > 3 ? 520 : 0}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('readings.fields.at')}</Table.Th>
              {spots.map((s) => <Table.Th key={s}>{t(`readings.spots.${s}`)}</Table.Th>)}
              {canDelete && <Table.Th><VisuallyHidden>{t('readings.actions')}</VisuallyHidden></Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {readings.map((r) => {
              const flags = targets ? flagsOf(r, targets.targets) : [];
              const when = formatMoment(r.at, lng);
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text size="sm">{when}</Text>
                    {r.imported && <Badge size="xs" variant="light" color="gray">{t('readings.imported')}</Badge>}
                  </Table.Td>
                  {spots.map((s) => {
                    const v = r[s];
                    const flag = flags.find((f) => f.spot === s);
                    return (
                      <Table.Td key={s} className={flag ? FLAG_TEXT[flag.kind] : undefined} fw={flag ? 700 : undefined}>
                        {v === null ? '—' : valueText(t, lng, s, v)}
                        {flag && <> <span aria-hidden="true">!</span><VisuallyHidden>{t(`readings.flagKind.${flag.kind}`)}</VisuallyHidden></>}
                      </Table.Td>
                    );
                  })}
                  {canDelete && (
                    <Table.Td>
                      <Group justify="flex-end">
                        <ActionIcon variant="subtle" color="red" loading={busy === r.id} onClick={() => void remove(r.id)} aria-label={t('readings.delete', { when })}>×</ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
