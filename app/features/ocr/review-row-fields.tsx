import { ActionIcon, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OCR_EVENT_TYPES, type OcrEventType, type OcrRow, type OcrRowProblem } from '../../../shared/ocr/rows';
import { CloseIcon } from '../../components/icons';
import { usePreferences } from '../../lib/session';
import { DateField } from '../../components/date-field';

export interface RowEditorProps {
  row: OcrRow;
  /** 1-based, as the keeper counts: it is in every field's name ("Date, row 3"). */
  n: number;
  today: string;
  problems: readonly OcrRowProblem[];
  /** The chosen reptile's name: a different name written on the row is pointed out. */
  reptileName: string | null;
  onChange: (patch: Partial<Omit<OcrRow, 'key'>>) => void;
  onRemove: () => void;
  /** Cards show each field's label; the table's header row names the columns. */
  labelled: boolean;
}

const isEventType = (value: string): value is OcrEventType => (OCR_EVENT_TYPES as readonly string[]).includes(value);
const DATE_PROBLEMS: ReadonlySet<OcrRowProblem> = new Set(['noDate', 'futureDate']);

/**
 * The fields of one row. The names carry the row's number, so a screen reader (and the tests) can
 * tell "Date, row 3" from "Date, row 4"; a problem shows at the field that can fix it, in words
 * that say the row is skipped unless it is fixed.
 */
export function useRowFields({ row, n, today, problems, reptileName, onChange, onRemove, labelled }: RowEditorProps) {
  const { t } = useTranslation('ocr');
  const { weightUnit, lengthUnit } = usePreferences();
  // Examples in the keeper's units: the reader understands g, kg, oz, lb, cm, mm and in.
  const examples = { food: t(`examples.food.${weightUnit}`), weight: t(`examples.weight.${weightUnit}`), length: t(`examples.length.${lengthUnit}`) };
  const problemText = (which: (p: OcrRowProblem) => boolean) => {
    const found = problems.filter(which);
    return found.length > 0 ? found.map((p) => t(`review.problems.${p}`, examples)).join(' ') : undefined;
  };
  const label = (field: string) => (labelled ? t(`review.columns.${field}`) : undefined);
  const otherName = reptileName && row.reptileName.trim() && row.reptileName.trim().toLocaleLowerCase() !== reptileName.toLocaleLowerCase()
    ? t('review.otherName', { name: row.reptileName.trim(), reptile: reptileName }) : undefined;

  return {
    date: (
      <DateField label={label('date')} aria-label={t('review.fields.date', { n })} value={row.date ?? ''} max={today}
        onChange={(date) => onChange({ date: date || null })} error={problemText((p) => DATE_PROBLEMS.has(p))} />
    ),
    reptileName: (
      <TextInput label={label('reptileName')} aria-label={t('review.fields.reptileName', { n })} value={row.reptileName}
        onChange={(e) => onChange({ reptileName: e.currentTarget.value })} description={otherName}
        inputWrapperOrder={['label', 'input', 'description', 'error']} />
    ),
    eventType: (
      <NativeSelect label={label('eventType')} aria-label={t('review.fields.eventType', { n })} value={row.eventType}
        data={OCR_EVENT_TYPES.map((value) => ({ value, label: t(`eventTypes.${value}`) }))}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isEventType(value)) onChange({ eventType: value });
        }} />
    ),
    details: (
      <TextInput label={label('details')} aria-label={t('review.fields.details', { n })} value={row.details}
        onChange={(e) => onChange({ details: e.currentTarget.value })} error={problemText((p) => !DATE_PROBLEMS.has(p))} />
    ),
    remove: (
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('review.remove', { n })} onClick={onRemove}>
        <CloseIcon size={18} />
      </ActionIcon>
    ),
  };
}
