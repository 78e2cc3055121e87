import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAPER_GROUPS, ROLL_LAYOUT_ID, ROLL_LIMITS, SHEET_LAYOUTS } from '../../../shared/labels/layouts';

export interface RollSize { width: string; height: string }

export interface SheetSettingsProps {
  layoutId: string;
  onLayout: (id: string) => void;
  roll: RollSize;
  onRoll: (size: RollSize) => void;
  /** Which typed size is out of range, if any. */
  rollErrors: { width: boolean; height: boolean };
}

/** The sheet: an Avery layout by paper (a native list, the phone's own picker), or one label per page with its size. */
export function SheetSettings({ layoutId, onLayout, roll, onRoll, rollErrors }: SheetSettingsProps) {
  const { t } = useTranslation('labels');
  const data = PAPER_GROUPS.map((paper) => ({
    group: t(`sheet.groups.${paper}`),
    items: paper === 'label'
      ? [{ value: ROLL_LAYOUT_ID, label: t('sheet.layouts.roll') }]
      : SHEET_LAYOUTS.filter((l) => l.paper === paper).map((l) => ({ value: l.id, label: t(`sheet.layouts.${l.id}`) })),
  }));
  const range = t('sheet.sizeRange', ROLL_LIMITS);
  return (
    <Stack gap="sm">
      <NativeSelect label={t('sheet.layout')} description={t('sheet.layoutHint')} value={layoutId} data={data}
        onChange={(e) => onLayout(e.currentTarget.value)} />
      {layoutId === ROLL_LAYOUT_ID && (
        <>
          <Group grow align="flex-start">
            <TextInput label={t('sheet.width')} inputMode="decimal" value={roll.width} error={rollErrors.width ? range : undefined}
              onChange={(e) => onRoll({ ...roll, width: e.currentTarget.value })} />
            <TextInput label={t('sheet.height')} inputMode="decimal" value={roll.height} error={rollErrors.height ? range : undefined}
              onChange={(e) => onRoll({ ...roll, height: e.currentTarget.value })} />
          </Group>
          <Text size="sm" c="dimmed">{t('sheet.rollHint')}</Text>
        </>
      )}
    </Stack>
  );
}
