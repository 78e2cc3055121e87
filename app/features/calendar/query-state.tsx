import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsConnection } from '../../components/needs-connection';
import { ApiError, NetworkError } from '../../lib/api/client';
import { useOnline } from '../../lib/use-online';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The loader's accessible name. */
  loadingLabel: string;
  /** The words for a failure the server answered (never its own message, which is English). */
  errorText: (error: ApiError | Error) => string;
  children: (data: T) => ReactNode;
}

/**
 * What an online screen shows for one query. Offline (or the server out of reach) with nothing
 * fetched yet: the shared "needs a connection" state; with an earlier answer: that answer, marked
 * as shown from earlier. A refusal by the server: its words in the keeper's language and a retry.
 * Never a blank page and never a spinner that waits for a network that is not there (a query
 * pauses while offline and runs again when the device is back).
 */
export function QueryState<T>({ query, loadingLabel, errorText, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const online = useOnline();
  const { data, error } = query;
  const retry = () => void query.refetch();
  const unreachable = !online || error instanceof NetworkError;
  const failure = error && !unreachable && (
    <Alert color="red" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="default" onClick={retry}>{t('online.retry')}</Button>
      </Group>
    </Alert>
  );
  if (data === undefined) {
    if (unreachable) return <NeedsConnection onRetry={online ? retry : undefined} />;
    if (failure) return failure;
    return <Center mih={120}><Loader aria-label={loadingLabel} /></Center>;
  }
  return (
    <Stack gap="md">
      {unreachable && <NeedsConnection stale onRetry={online ? retry : undefined} />}
      {failure}
      {children(data)}
    </Stack>
  );
}

/** A call's failure in the calendar's words: the spec's authentication or fetch error. */
export const fetchErrorKey = (error: Error): 'errors.auth' | 'errors.fetch' =>
  error instanceof ApiError && error.status === 401 ? 'errors.auth' : 'errors.fetch';
