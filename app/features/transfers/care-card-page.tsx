import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { downloadText } from '../../lib/download';
import { usePreferences } from '../../lib/session';
import { useGrowthLogs } from '../growth';
import { useFeeders } from '../inventory';
import { useReptileLogs } from '../logs';
import { useReptile } from '../reptiles';
import { CareCard } from './care-card';
import { careCardView } from './care-card-data';
import classes from './care-card.module.css';

/** A file name from the animal's name that every system takes. */
const fileName = (name: string) => `${name.trim().replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'reptile'}-care-card.html`;

/** The card as a page of its own: its markup carries its styles, so it needs nothing else. */
export function careCardHtml(card: HTMLElement, lng: string, title: string): string {
  const escaped = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  return `<!doctype html>\n<html lang="${lng}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n`
    + `<title>${escaped}</title>\n</head>\n<body style="margin:0;padding:16px;background:#fff;color:#000">\n${card.outerHTML}\n</body>\n</html>\n`;
}

/**
 * /reptiles/:id/care-card: the animal's key facts and recent care on one printable sheet, from
 * this device's data (it works offline), for a new keeper who has no HerpTrack account.
 */
export function CareCardPage() {
  // The card also speaks with the logs namespace's words (severity).
  const { t, i18n } = useTranslation(['transfers', 'logs']);
  const { t: tr } = useTranslation('reptiles');
  const { t: tg } = useTranslation('genetics');
  const { id } = useParams();
  const reptile = useReptile(id);
  const growth = useGrowthLogs(id);
  const feedings = useReptileLogs('feedingLogs', id);
  const sheds = useReptileLogs('sheddingLogs', id);
  const health = useReptileLogs('healthLogs', id);
  const feeders = useFeeders();
  const units = usePreferences();
  const card = useRef<HTMLElement>(null);
  if (reptile === undefined || !growth || !feedings || !sheds || !health || !feeders) return <PageLoader />;
  if (!reptile) return <Text>{t('careCard.missing')}</Text>;
  const lng = i18n.language;
  const view = careCardView(t, tr, tg, { reptile, growth, feedings, sheds, health, feeders, units, lng });
  const title = t('careCard.heading', { name: reptile.name });
  const download = () => {
    if (card.current) downloadText(fileName(reptile.name), careCardHtml(card.current, lng, title), 'text/html;charset=utf-8');
  };
  return (
    <Container size="md" px={0} className={classes.page}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" className={classes.controls}>
          <Button component={Link} to={`/reptiles/${reptile.id}`} variant="subtle" px={0}>{t('careCard.back', { name: reptile.name })}</Button>
          <Group gap="xs">
            <Button variant="default" onClick={download}>{t('careCard.download')}</Button>
            <Button onClick={() => window.print()}>{t('careCard.print')}</Button>
          </Group>
        </Group>
        <CareCard ref={card} view={view} />
      </Stack>
    </Container>
  );
}
