import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ENCLOSURE_TYPES } from '../../../shared/schemas/enclosure';
import { isPreset } from './place-form-values';
import { useEnclosures } from './use-places';

/** The types a form offers: the five presets in the keeper's language, then the keeper's own already in use. */
export function useTypeOptions(): string[] {
  const { t } = useTranslation('enclosures');
  const enclosures = useEnclosures();
  return useMemo(() => {
    const own = new Set((enclosures ?? []).map((e) => e.type).filter((type) => !isPreset(type)));
    return [...ENCLOSURE_TYPES.map((p) => t(`types.${p}`)), ...[...own].sort((a, b) => a.localeCompare(b))];
  }, [enclosures, t]);
}
