/**
 * A fake feedback server for the app tests of the bug report and feature request screens
 * (test/app/feedback-*.test.tsx): it files, lists and answers as shared/api/feedback.ts says,
 * from a state the test shapes, and records every call. The screens render in a data router
 * (the comment box's leave guard needs one) with their own query client (no retries).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { vi } from 'vitest';
import type { BugReportBody, CommentView, FeatureRequestBody, FeedbackKind, FeedbackView } from '../../shared/api/feedback';
import { BugReportPage } from '../../app/features/feedback/bug-report-page';
import { BugReportDetailPage, FeatureRequestDetailPage } from '../../app/features/feedback/feedback-detail-page';
import { FeatureRequestPage } from '../../app/features/feedback/feature-request-page';
import { createQueryClient } from '../../app/lib/query/client';
import { theme } from '../../app/lib/theme';
import { createTestI18n } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

export const AT = Date.UTC(2031, 2, 14, 9, 30);

export function feedbackItem(kind: FeedbackKind, over: Partial<FeedbackView> = {}): FeedbackView {
  return {
    id: uuidv7(), kind, description: 'The feeding form forgets the prey size', steps: null, browser: null, os: null, deviceType: null,
    status: 'open', archived: false, createdAt: AT, updatedAt: AT, images: [], commentCount: 0, reporter: null, ...over,
  };
}

export const comment = (body: string, over: Partial<CommentView> = {}): CommentView =>
  ({ id: uuidv7(), body, createdAt: AT + 3_600_000, fromTeam: false, authorName: null, ...over });

type Answer = [number, unknown];

export interface FakeFeedback {
  bug: FeedbackView[];
  feature: FeedbackView[];
  comments: Record<string, CommentView[]>;
  /** Answers of the image uploads, in turn; past the end, each is accepted. */
  imageAnswers: Answer[];
  createAnswer?: Answer;
  commentAnswer?: Answer;
}

export const fakeFeedback = (over: Partial<FakeFeedback> = {}): FakeFeedback => ({ bug: [], feature: [], comments: {}, imageAnswers: [], ...over });

const BASES: Record<string, FeedbackKind> = { 'bug-reports': 'bug', 'feature-requests': 'feature' };

/** Serves `state` (read at each call) and records the calls. */
export function serveFeedback(state: FakeFeedback) {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:feedback-${Math.random()}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return stubFetch((call: Call) => {
    const path = new URL(call.path, 'http://localhost').pathname;
    if (path === '/api/bug-reports/images' && call.method === 'POST') {
      const answer = state.imageAnswers.shift();
      if (answer) return json(answer[0], answer[1]);
      const id = uuidv7();
      return json(201, { id, url: `/api/bug-reports/images/${id}` });
    }
    if (path.startsWith('/api/bug-reports/images/')) return new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }), { status: 200 });
    const match = /^\/api\/(bug-reports|feature-requests)(?:\/([^/]+))?(?:\/(comments))?$/.exec(path);
    const kind = match ? BASES[match[1] ?? ''] : undefined;
    if (!match || !kind) return json(404, { error: 'not-found', message: 'No route' });
    const [, , id, comments] = match;
    if (!id && call.method === 'POST') {
      if (state.createAnswer) return json(state.createAnswer[0], state.createAnswer[1]);
      const body = call.body as BugReportBody & FeatureRequestBody;
      const images = (body.imageIds ?? []).map((imageId) => ({ id: imageId, url: `/api/bug-reports/images/${imageId}` }));
      const item = feedbackItem(kind, {
        description: body.description.trim(), steps: body.steps ?? null, browser: body.browser ?? null, os: body.os ?? null,
        deviceType: body.deviceType ?? null, images, createdAt: Date.now(), updatedAt: Date.now(),
      });
      state[kind] = [item, ...state[kind]];
      return json(201, item);
    }
    if (id === 'my') return json(200, { items: state[kind] });
    const item = state[kind].find((i) => i.id === id);
    if (!item) return json(404, { error: 'not-found', message: 'Not found' });
    if (comments && call.method === 'POST') {
      if (state.commentAnswer) return json(state.commentAnswer[0], state.commentAnswer[1]);
      const added = comment((call.body as { body: string }).body.trim(), { createdAt: Date.now() });
      state.comments[item.id] = [...(state.comments[item.id] ?? []), added];
      return json(201, added);
    }
    return json(200, { item, comments: state.comments[item.id] ?? [] });
  });
}

/** The four feedback routes and a dashboard to leave to, starting at `path`. */
export function renderFeedback(path: string, lng: 'en' | 'bg' = 'en') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([
    { path: '/bug-report', element: <BugReportPage /> },
    { path: '/bug-report/:id', element: <BugReportDetailPage /> },
    { path: '/feature-request', element: <FeatureRequestPage /> },
    { path: '/feature-request/:id', element: <FeatureRequestDetailPage /> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
  ], { initialEntries: [path] });
  const i18n = createTestI18n(lng);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...result, router, client };
}

export const imageFile = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

/** Pretends the app runs in Chrome 131 on an Android 14 phone, with client hints. */
export function onAndroidChrome() {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36');
  Object.defineProperty(navigator, 'userAgentData', {
    configurable: true,
    value: {
      brands: [{ brand: 'Chromium', version: '131' }, { brand: 'Google Chrome', version: '131' }, { brand: 'Not_A Brand', version: '24' }],
      mobile: true, platform: 'Android', getHighEntropyValues: () => Promise.resolve({ platformVersion: '14.0.0' }),
    },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'userAgentData');
  };
}
