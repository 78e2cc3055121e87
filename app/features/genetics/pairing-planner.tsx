import { Alert, Container, List, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_SPECIES } from '../../../shared/genetics/genes';
import { pairingOdds } from '../../../shared/rules/genetics';
import { PageLoader } from '../../components/page-loader';
import type { LocalReptile } from '../../lib/db';
import { isKept } from '../../../shared/rules/transfers';
import { OddsTable } from './odds-table';
import { EMPTY_DRAFT, draftReducer, parentGenes, type PairingDraft, type PlannerSpecies, type Side } from './pairing-draft';
import { ParentCard } from './parent-card';

const SPECIES_CHOICES: readonly PlannerSpecies[] = [...CATALOGUE_SPECIES, 'other'];

/** The draft a link opens: `?sire=<id>&dam=<id>`, each of the keeper's reptiles with its species and morphs. */
function draftFromLink(reptiles: readonly LocalReptile[], search: URLSearchParams): PairingDraft {
  return (['sire', 'dam'] as const).reduce((draft, side) => {
    const reptile = reptiles.find((r) => r.id === search.get(side));
    return reptile ? draftReducer(draft, { type: 'reptile', side, reptileId: reptile.id, species: reptile.species, morphs: reptile.morphs }) : draft;
  }, EMPTY_DRAFT);
}

/**
 * The pairing planner: two parents' genes in, their babies' odds out. Pure computation on this
 * device, so it works offline. A parent taken from the keeper's reptiles (`reptiles`, undefined
 * while they are read) brings its species and the morphs on its profile; `?sire=<id>&dam=<id>`
 * opens the planner with both, so a pairing is a link (from a mating in the breeding log, or a
 * profile's "Plan a pairing"). The page that reads the reptiles is app/pages/pairing-planner-page.
 */
export function PairingPlanner({ reptiles }: { reptiles: readonly LocalReptile[] | undefined }) {
  const [search] = useSearchParams();
  // A link's parents are read once, from the reptiles as they are when the page opens; without
  // one, the planner need not wait for them.
  if (reptiles === undefined && (search.has('sire') || search.has('dam'))) return <PageLoader />;
  return <Planner reptiles={reptiles ?? []} />;
}

function Planner({ reptiles }: { reptiles: readonly LocalReptile[] }) {
  const { t } = useTranslation('genetics');
  const [search, setSearch] = useSearchParams();
  const [draft, dispatch] = useReducer(draftReducer, search, (s) => draftFromLink(reptiles, s));
  const result = useMemo(() => pairingOdds(parentGenes(draft.sire), parentGenes(draft.dam)), [draft.sire, draft.dam]);
  const empty = draft.sire.genes.length === 0 && draft.dam.genes.length === 0;
  // The pickers offer the animals the keeper still keeps, of the sex that fits; a linked parent
  // stays offered whatever its recorded sex or sale, so the picker can show it.
  const sires = reptiles.filter((r) => (isKept(r) && r.sex !== 'female') || r.id === draft.sire.reptileId);
  const dams = reptiles.filter((r) => (isKept(r) && r.sex !== 'male') || r.id === draft.dam.reptileId);
  // Replace, not push: the address follows the parents so it can be copied, without a history step per pick.
  const linkParent = (side: Side) => (id: string | null) => setSearch((cur) => {
    const params = new URLSearchParams(cur);
    if (id) params.set(side, id);
    else params.delete(side);
    return params;
  }, { replace: true });

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
          <ParentCard side="sire" parent={draft.sire} species={draft.species} reptiles={sires} dispatch={dispatch} onReptile={linkParent('sire')} />
          <ParentCard side="dam" parent={draft.dam} species={draft.species} reptiles={dams} dispatch={dispatch} onReptile={linkParent('dam')} />
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
