import { Alert, Container, List, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SPECIES } from '../../../shared/genetics/genes';
import { pairingOdds } from '../../../shared/rules/genetics';
import { useReptiles } from '../reptiles';
import { OddsTable } from './odds-table';
import { EMPTY_DRAFT, draftReducer, parentGenes, type PlannerSpecies } from './pairing-draft';
import { ParentCard } from './parent-card';

const SPECIES_CHOICES: readonly PlannerSpecies[] = [...CATALOGUE_SPECIES, 'other'];

/**
 * /pairing-planner: two parents' genes in, their babies' odds out. Pure computation on this
 * device, so it works offline; the keeper's reptiles only lend a parent its name and species.
 */
export function PairingPlannerPage() {
  const { t } = useTranslation('genetics');
  const reptiles = useReptiles() ?? [];
  const [draft, dispatch] = useReducer(draftReducer, EMPTY_DRAFT);
  const result = useMemo(() => pairingOdds(parentGenes(draft.sire), parentGenes(draft.dam)), [draft.sire, draft.dam]);
  const empty = draft.sire.genes.length === 0 && draft.dam.genes.length === 0;
  const sires = reptiles.filter((r) => r.sex !== 'female');
  const dams = reptiles.filter((r) => r.sex !== 'male');

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </Stack>
        <Select label={t('species.label')} allowDeselect={false} value={draft.species} maw={360}
          data={SPECIES_CHOICES.map((s) => ({ value: s, label: t(`species.${s}`) }))}
          onChange={(value) => {
            const species = SPECIES_CHOICES.find((s) => s === value);
            if (species) dispatch({ type: 'species', species });
          }} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ParentCard side="sire" parent={draft.sire} species={draft.species} reptiles={sires} dispatch={dispatch} />
          <ParentCard side="dam" parent={draft.dam} species={draft.species} reptiles={dams} dispatch={dispatch} />
        </SimpleGrid>
        <Paper withBorder p="md" component="section" aria-labelledby="pairing-odds">
          <Stack gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" id="pairing-odds">{t('odds.title')}</Title>
              <Text size="xs" c="dimmed">{t('odds.perEgg')}</Text>
            </Stack>
            {!result.ok ? (
              <Alert color="red" variant="light">{t(`errors.${result.error}`, { gene: result.gene })}</Alert>
            ) : empty ? (
              <Text size="sm" c="dimmed">{t('odds.empty')}</Text>
            ) : (
              <>
                <OddsTable outcomes={result.odds.outcomes} />
                {result.odds.lines.length > 0 && (
                  <Stack gap={4}>
                    <Title order={3} size="h5">{t('odds.lines')}</Title>
                    <List size="sm" spacing={2}>
                      {result.odds.lines.map((l) => (
                        <List.Item key={l.gene.key}>
                          {t('odds.lineTrait', { name: l.gene.name, parents: t(`odds.lineFrom.${l.sire && l.dam ? 'both' : l.sire ? 'sire' : 'dam'}`) })}
                        </List.Item>
                      ))}
                    </List>
                  </Stack>
                )}
                {result.odds.notes.length > 0 && (
                  <Stack gap={4}>
                    <Title order={3} size="h5">{t('odds.notes')}</Title>
                    <List size="sm" spacing={2}>
                      {result.odds.notes.map((n) => <List.Item key={n}>{t(`notes.${n}`)}</List.Item>)}
                    </List>
                  </Stack>
                )}
              </>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
