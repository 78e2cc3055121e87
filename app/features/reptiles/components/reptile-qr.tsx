import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrIcon } from '../../../components/icons';
import type { LocalReptile } from '../../../lib/db';
import { ReptileQrLabel } from './reptile-qr-label';
import { animalUrl } from '../../../../shared/labels/urls';
import classes from './reptile-qr.module.css';

type QrState = { url: string; src: string } | { url: string; failed: true } | null;

/**
 * A QR code that opens this reptile in the app, and a printable label. The code holds an absolute
 * URL so a phone's camera can open it; the installed app's service worker serves the shell offline
 * and the page reads the reptile from this device. `qrcode` is imported on first use so it never
 * lands in the entry chunk, and it draws SVG locally: no network is involved.
 */
export function ReptileQr({ reptile }: { reptile: LocalReptile }) {
  const { t } = useTranslation('reptiles');
  // The page itself; a printed label carries the shorter /r/:id of its quick actions (shared/labels/urls.ts).
  const url = animalUrl(window.location.origin, reptile.id);
  const [qr, setQr] = useState<QrState>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => { if (live) setQr({ url, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }); })
      .catch(() => { if (live) setQr({ url, failed: true }); });
    return () => { live = false; };
  }, [url]);

  // A code drawn for a previous reptile must never show under this one's name.
  const current = qr?.url === url ? qr : null;
  const src = current && 'src' in current ? current.src : null;
  return (
    <Paper withBorder p="md">
      <Group gap="md" align="center" wrap="nowrap" className={classes.card}>
        {src ? (
          <img src={src} alt={t('qr.alt', { name: reptile.name })} className={classes.code} />
        ) : (
          <Skeleton className={classes.code} animate={!current} aria-hidden="true" />
        )}
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4">{t('qr.title')}</Title>
          <Text size="sm" c="dimmed">{current && !src ? t('qr.failed') : t('qr.body', { name: reptile.name })}</Text>
          <Button variant="default" leftSection={<QrIcon size={18} />} disabled={!src} onClick={() => window.print()}>
            {t('qr.print')}
          </Button>
        </Stack>
      </Group>
      {src && <ReptileQrLabel reptile={reptile} src={src} />}
    </Paper>
  );
}
