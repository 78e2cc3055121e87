/**
 * A report's images are the reporter's and the team's only, so the server wants the bearer token
 * for them: an <img src> cannot send it. They are fetched with it, kept in the query cache as
 * blobs for the session (the server re-encoded them once; they never change) and shown through
 * object URLs released when no longer shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getAccessToken } from '../../lib/session';
import { feedbackKeys } from './query-keys';

async function fetchImage(url: string, signal: AbortSignal): Promise<Blob> {
  const token = getAccessToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok) throw new Error(`image ${res.status}`);
  return res.blob();
}

export function useAuthedImage(url: string): { src: string | null; failed: boolean } {
  const image = useQuery({ queryKey: feedbackKeys.image(url), queryFn: ({ signal }) => fetchImage(url, signal), staleTime: Infinity });
  const src = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => {
    if (src) URL.revokeObjectURL(src);
  }, [src]);
  return { src, failed: image.isError };
}
