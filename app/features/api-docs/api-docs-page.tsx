import { Button, Center, Group, Loader, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAdmin } from '../../components/guards/require-admin';
import { ApiError } from '../../lib/api/client';
import { downloadText } from '../../lib/download';
import { QueryState } from '../calendar';
import { useOpenApiDocument, type OpenApiDocument } from './use-openapi-document';

// Its own chunk (about 400 KB gzip): loaded only here, while the document is being fetched.
const ApiDocsViewer = lazy(() => import('./api-docs-viewer'));

/**
 * /api-docs: the OpenAPI document of the server's API (GET /api/openapi.json), rendered by the
 * self-hosted viewer. Admins only (others go to /dashboard); the admin menu opens it in a new tab.
 */
export function ApiDocsPage() {
  return (
    <RequireAdmin>
      <ApiDocs />
    </RequireAdmin>
  );
}

function ApiDocs() {
  const { t } = useTranslation('api-docs');
  const query = useOpenApiDocument();
  const dark = useComputedColorScheme('dark') === 'dark';
  const errorText = (error: Error) => t(error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('description')}</Text>
        </Stack>
        {query.data && <DownloadButton doc={query.data} />}
      </Group>
      <QueryState query={query} loadingLabel={t('loading')} errorText={errorText}>
        {(doc) => (
          <Suspense fallback={<ViewerLoading />}>
            <ApiDocsViewer spec={doc} dark={dark} />
          </Suspense>
        )}
      </QueryState>
    </Stack>
  );
}

function DownloadButton({ doc }: { doc: OpenApiDocument }) {
  const { t } = useTranslation('api-docs');
  const save = () => downloadText(`herptrack-openapi-${doc.info.version}.json`, JSON.stringify(doc, null, 2), 'application/json');
  return <Button variant="default" onClick={save}>{t('download')}</Button>;
}

function ViewerLoading() {
  const { t } = useTranslation('api-docs');
  return (
    <Center mih="30vh" role="status">
      <Loader aria-label={t('loadingViewer')} />
    </Center>
  );
}
