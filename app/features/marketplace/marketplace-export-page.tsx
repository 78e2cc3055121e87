import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listing } from '../../../shared/marketplace/morphmarket';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PageLoader } from '../../components/page-loader';
import { useUserDb } from '../../lib/db/use-user-db';
import { AnimalChoice } from './animal-choice';
import { ListingPriceFields } from './listing-prices';
import { MissingTable } from './missing-table';
import { useListableReptiles } from './use-listable-reptiles';
import { useListingPrices } from './use-listing-prices';
import { useMorphMarketExport } from './use-morphmarket-export';

/**
 * /marketplace-export (issue 30): the keeper picks animals for sale, gives each a price, sees what
 * each listing lacks, and saves a CSV in the layout of MorphMarket's bulk import
 * (shared/marketplace/morphmarket.ts). Everything is read from and made on the device, so it works
 * offline. No photo link is written: HerpTrack serves a reptile's photo to its keeper only, and
 * this screen does not publish one (the table says so for every animal).
 */
export function MarketplaceExportPage() {
  const { t, i18n } = useTranslation('marketplace');
  const db = useUserDb();
  const reptiles = useListableReptiles();
  const prices = useListingPrices(db?.userId ?? null, i18n.language);
  const exporter = useMorphMarketExport();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<'noneSelected' | 'prices' | null>(null);

  const select = useCallback((ids: readonly string[]) => {
    setSelected((now) => new Set([...now, ...ids]));
    setProblem(null);
  }, []);
  const deselect = useCallback((id: string) => setSelected((now) => new Set([...now].filter((x) => x !== id))), []);
  const clear = useCallback(() => setSelected(new Set()), []);

  const chosen = useMemo(() => (reptiles ?? []).filter((r) => selected.has(r.id)), [reptiles, selected]);
  const today = todayIn();
  const listings = chosen.map((r) => {
    const price = prices.parsedOf(r.id);
    return { reptile: r, ...listing(r, { today, priceMinor: price.ok ? price.minor : null, publicPhotoUrl: null }) };
  });

  if (reptiles === undefined) return <PageLoader />;

  const save = () => {
    if (chosen.length === 0) return setProblem('noneSelected');
    if (chosen.some((r) => !prices.parsedOf(r.id).ok)) return setProblem('prices');
    setProblem(null);
    exporter.run(listings.map((l) => l.row));
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('intro')}</Text>
        </Stack>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">{t('choose.title')}</Title>
            <AnimalChoice reptiles={reptiles} selected={selected} onSelect={select} onDeselect={deselect} onClear={clear}
              error={problem === 'noneSelected' ? t('errors.noneSelected') : undefined} />
          </Stack>
        </Paper>
        {chosen.length > 0 && (
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">{t('prices.title')}</Title>
              <ListingPriceFields chosen={chosen} prices={prices} />
            </Stack>
          </Paper>
        )}
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">{t('missing.title')}</Title>
            {chosen.length === 0 ? <Text c="dimmed" size="sm">{t('missing.none')}</Text> : (
              <>
                <MissingTable rows={listings.map((l) => ({ id: l.reptile.id, name: l.reptile.name, missing: l.missing }))} />
                <Text size="xs" c="dimmed">{t('missing.note')}</Text>
              </>
            )}
          </Stack>
        </Paper>
        <Stack gap={4} align="flex-start">
          <Button onClick={save}>{t('export')}</Button>
          {problem === 'prices' && <Text c="red" size="sm" role="alert">{t('errors.prices')}</Text>}
          {exporter.saved && <Text size="sm" role="status">{t('saved', { count: exporter.saved.count, file: exporter.saved.file })}</Text>}
          {exporter.failed && <Text c="red" size="sm" role="alert">{t('errors.failed')}</Text>}
        </Stack>
      </Stack>
    </Container>
  );
}
