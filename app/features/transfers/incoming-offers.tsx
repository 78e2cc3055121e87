import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IncomingOffer } from '../../../shared/api/transfers';
import { NeedsConnection } from '../../components/needs-connection';
import { PageLoader } from '../../components/page-loader';
import { NetworkError } from '../../lib/api/client';
import { scheduleSync } from '../../lib/sync';
import { useOnline } from '../../lib/use-online';
import { morphName } from '../genetics';
import { useReptile } from '../reptiles';
import { formatDate } from '../../lib/format';
import { formatDay } from '../../lib/format';
import { priceText } from './format';
import { transferErrorKey } from './transfer-errors';
import { acceptOffer, declineOffer, fetchIncoming } from './transfers-api';

export const incomingKey = ['transfers', 'incoming'] as const;

interface Accepted { name: string; reptileId: string }

/** "Offers for you": offers made to the keeper's e-mail, fetched from the server (it needs a connection). */
export function IncomingOffers() {
  const { t } = useTranslation('transfers');
  const online = useOnline();
  const client = useQueryClient();
  const offers = useQuery({ queryKey: incomingKey, queryFn: ({ signal }) => fetchIncoming(signal), staleTime: 60_000 });
  const [accepted, setAccepted] = useState<Accepted[]>([]);
  const [declined, setDeclined] = useState<string[]>([]);
  const reload = () => void offers.refetch();
  const unreachable = offers.error instanceof NetworkError;

  let body;
  if (!offers.data) {
    body = !online || unreachable ? <NeedsConnection onRetry={online ? reload : undefined} />
      : offers.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('incoming.loadFailed')}>
          <Button size="xs" variant="default" onClick={reload}>{t('common:online.retry')}</Button>
        </Alert>
      ) : <PageLoader />;
  } else {
    body = (
      <Stack gap="sm">
        {(!online || unreachable) && <NeedsConnection stale onRetry={online ? reload : undefined} />}
        {offers.data.offers.length === 0 && accepted.length === 0 && <Text c="dimmed">{t('incoming.empty')}</Text>}
        {offers.data.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} online={online}
            onAccepted={(reptileId) => {
              setAccepted((list) => [...list, { name: offer.reptile.name, reptileId }]);
              void client.invalidateQueries({ queryKey: incomingKey });
            }}
            onDeclined={() => {
              setDeclined((list) => [...list, offer.reptile.name]);
              void client.invalidateQueries({ queryKey: incomingKey });
            }} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="incoming-title">
      <Title order={2} size="h3" id="incoming-title">{t('incoming.title')}</Title>
      {accepted.map((a) => <AcceptedNotice key={a.reptileId} {...a} />)}
      {declined.map((name) => <Alert key={name} color="gray" variant="light" role="status">{t('incoming.declined', { name })}</Alert>)}
      {body}
    </Stack>
  );
}

/** Said after an accept; the link appears once the pull has brought the animal to this device. */
function AcceptedNotice({ name, reptileId }: Accepted) {
  const { t } = useTranslation('transfers');
  const here = useReptile(reptileId);
  return (
    <Alert color="green" variant="light" role="status">
      <Stack gap={4}>
        <Text size="sm">{t('incoming.accepted', { name })}</Text>
        {here && <Anchor component={Link} to={`/reptiles/${reptileId}`} size="sm">{t('incoming.open', { name })}</Anchor>}
      </Stack>
    </Alert>
  );
}

function OfferCard({ offer, online, onAccepted, onDeclined }: { offer: IncomingOffer; online: boolean; onAccepted: (reptileId: string) => void; onDeclined: () => void }) {
  // An offer also speaks with the reptiles namespace's words (sex).
  const { t, i18n } = useTranslation(['transfers', 'reptiles']);
  const { t: tg } = useTranslation('genetics');
  const lng = i18n.language;
  const [confirming, setConfirming] = useState<'accept' | 'decline' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { reptile } = offer;
  const entries = Object.values(reptile.logCounts).reduce((sum, n) => sum + n, 0);
  // The morph as the profile and the pairing planner name it.
  const morphs = morphName(reptile.morphs, tg);
  const price = priceText(lng, offer.priceCents, offer.currency);
  const facts = [
    t(`reptiles:sex.${reptile.sex}`),
    reptile.hatchDate ? t('incoming.hatched', { date: formatDate(reptile.hatchDate, lng) }) : null,
    morphs,
  ].filter(Boolean).join(' · ');

  const decide = async () => {
    const action = confirming;
    if (!action) return;
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'accept') {
        const answer = await acceptOffer(offer.id);
        // The animal comes by pull: ask for one now rather than at the next minute's.
        scheduleSync(0);
        setConfirming(null);
        onAccepted(answer.reptileId);
      } else {
        await declineOffer(offer.id);
        setConfirming(null);
        onDeclined();
      }
    } catch (err) {
      setFailure(transferErrorKey(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="article" aria-label={reptile.name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>{reptile.name}</Text>
            <Text c="dimmed" fs="italic">{reptile.species}</Text>
          </Stack>
          <Text fw={600}>{price ?? t('sales.noPrice')}</Text>
        </Group>
        <Text size="sm">{facts}</Text>
        <Text size="sm">{entries > 0 ? t('incoming.entries', { count: entries }) : t('incoming.noEntries')}</Text>
        {offer.note && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{offer.note}</Text>}
        <Text size="sm" c="dimmed">
          {offer.sellerName ? t('incoming.from', { name: offer.sellerName }) : t('incoming.fromKeeper')} · {formatDate(offer.soldOn, lng)} · {t('incoming.openUntil', { date: formatDay(offer.expiresAt, lng) })}
        </Text>
        {failure && !confirming && <Alert color="red" role="alert">{t(failure)}</Alert>}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" disabled={!online} onClick={() => setConfirming('decline')}>{t('incoming.decline')}</Button>
          <Button disabled={!online} onClick={() => setConfirming('accept')}>{t('incoming.accept')}</Button>
        </Group>
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} closeButtonProps={{ 'aria-label': t('incoming.back') }}
        title={confirming === 'decline' ? t('incoming.declineTitle', { name: reptile.name }) : t('incoming.acceptTitle', { name: reptile.name })}>
        <Stack gap="md">
          <Text>{confirming === 'decline' ? t('incoming.declineBody') : t('incoming.acceptBody', { name: reptile.name })}</Text>
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>{t('incoming.back')}</Button>
            <Button color={confirming === 'decline' ? 'red' : undefined} loading={busy} onClick={() => void decide()}>
              {confirming === 'decline' ? t('incoming.decline') : t('incoming.accept')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
