import { Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { catalogueSpeciesOf } from '../../../shared/genetics/species';
import { GenesEditor, editGenes, morphRowErrors } from '../genetics';
import type { ReptileFormValues } from './reptile-form-values';

interface Props {
  values: Pick<ReptileFormValues, 'species' | 'morphs'>;
  set: (key: 'morphs') => (value: ReptileFormValues['morphs']) => void;
  /** The form's message for the list, set by a refused save: then each row shows its own. */
  err: (key: 'morphs') => string | undefined;
}

/**
 * The reptile form's "Morphs": the planner's gene rows, offering the starter list of the species
 * typed above (matched as every per-species table matches it) or a typed gene with its mode. The
 * pairing planner reads these when the reptile is a parent.
 */
export function MorphFields({ values, set, err }: Props) {
  const { t } = useTranslation(['reptiles', 'genetics']);
  const species = catalogueSpeciesOf(values.species);
  const refused = err('morphs') !== undefined;
  const errors = refused ? morphRowErrors(values.morphs) : { rows: [] };
  return (
    <Fieldset legend={<Text component="span" fw={600}>{t('morphs.title')}</Text>} variant="unstyled" p={0} m={0}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {species ? t('morphs.hint', { species: t(`genetics:species.${species}`) }) : t('morphs.noList')}
        </Text>
        <GenesEditor genes={values.morphs} species={species ?? 'other'} typingWithoutList={false} rowErrors={errors.rows}
          emptyText={t('morphs.empty')} onChange={(action) => set('morphs')(editGenes(values.morphs, action))} />
        {errors.list && <Text size="sm" c="red" role="alert">{t(`genetics:${errors.list}`)}</Text>}
      </Stack>
    </Fieldset>
  );
}
