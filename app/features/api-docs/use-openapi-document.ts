import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api/client';

/** The OpenAPI 3.1 document as GET /api/openapi.json answers it (admins only). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, object>;
}

export const openApiDocumentKey = ['api-docs', 'openapi.json'] as const;

const fetchOpenApiDocument = (signal?: AbortSignal) => apiRequest<OpenApiDocument>('/api/openapi.json', { signal });

/**
 * The document, fetched with the admin's token. It changes only with a server release, so it is
 * kept for the session; a refusal (403 after a role change) is not retried.
 */
export const useOpenApiDocument = () => useQuery({
  queryKey: openApiDocumentKey,
  queryFn: ({ signal }) => fetchOpenApiDocument(signal),
  staleTime: Infinity,
  retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
});
