import { Button, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationLink } from '../../../shared/api/spaces';
import { formatDay } from '../../lib/format';

type QrState = { link: string; src: string } | { link: string; failed: true } | null;

/**
 * An invitation link as a QR code to scan from the owner's phone, with the link to copy and its
 * expiry. The link is in the server's answer only once, so it is shown while this page is open.
 * As the reptiles' QR codes do, `qrcode` is imported on first use (never in the entry chunk) and
 * draws SVG on the device: the token goes to no one else.
 */
export function InvitationLinkCard({ link }: { link: InvitationLink }) {
  const { t, i18n } = useTranslation('spaces');
  const [qr, setQr] = useState<QrState>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(link.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => { if (live) setQr({ link: link.link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }); })
      .catch(() => { if (live) setQr({ link: link.link, failed: true }); });
    return () => { live = false; };
  }, [link.link]);

  // A code drawn for an earlier link must never show beside this one.
  const current = qr?.link === link.link ? qr : null;
  const src = current && 'src' in current ? current.src : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="space-link">
      <Stack gap="sm" align="center">
        <Title order={3} size="h4" id="space-link">{t('invite.linkTitle')}</Title>
        {/* White behind the code in both themes: a phone's camera reads dark on light. */}
        {src ? <img src={src} alt={t('invite.qrAlt')} width={220} height={220} style={{ background: '#fff', borderRadius: 8, padding: 8 }} />
          : current ? <Text size="sm" c="dimmed">{t('invite.qrFailed')}</Text>
            : <Skeleton width={220} height={220} aria-hidden="true" />}
        <Group gap="xs" w="100%" wrap="nowrap" align="flex-end">
          <TextInput label={t('invite.linkLabel')} value={link.link} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={link.link}>
            {({ copied, copy }) => <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>{copied ? t('invite.copied') : t('invite.copy')}</Button>}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">{t('invite.linkExpiry', { date: formatDay(link.expiresAt, i18n.language) })}</Text>
      </Stack>
    </Paper>
  );
}
