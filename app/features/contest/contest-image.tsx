import { AspectRatio, Center, Image, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken } from '../../lib/session';
import { contestKeys } from './query-keys';
import { useInView } from './use-in-view';

/**
 * Entry images need the keeper's token (an unapproved entry is its owner's and the moderators'),
 * so they are fetched with it rather than by an <img src>, once the picture nears the viewport,
 * and kept in the query cache as blobs for the session.
 */
async function fetchImage(url: string, signal: AbortSignal): Promise<Blob> {
  const token = getAccessToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok) throw new Error(`image ${res.status}`);
  return res.blob();
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

export function ContestImage({ url, alt, ratio = 4 / 3 }: { url: string | null; alt: string; ratio?: number }) {
  const { t } = useTranslation('contest');
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const image = useQuery({
    queryKey: contestKeys.image(url ?? ''),
    queryFn: ({ signal }) => fetchImage(url ?? '', signal),
    enabled: inView && url !== null,
    staleTime: Infinity,
  });
  const src = useObjectUrl(image.data);
  return (
    <AspectRatio ratio={ratio} ref={box}>
      {src ? <Image src={src} alt={alt} fit="cover" radius="sm" />
        : image.isError || url === null ? <Center bg="var(--mantine-color-default-hover)"><Text size="sm" c="dimmed">{t('image.unavailable')}</Text></Center>
          : <Skeleton radius="sm" aria-label={t('image.loading')} role="img" />}
    </AspectRatio>
  );
}
