/**
 * The feedback forms' values and their checks: the shared schemas of shared/api/feedback.ts, the
 * very ones the server applies, so every message appears by its field before anything is sent.
 */
import type { z } from 'zod';
import { BugReportBody, CommentBody, FeatureRequestBody } from '../../../shared/api/feedback';
import type { FieldErrors, Parsed } from '../../lib/forms/use-entry-form';
import type { DetectedDevice } from './detect-device';

export interface BugReportValues {
  description: string;
  steps: string;
}
export interface FeatureRequestValues {
  description: string;
}
export interface CommentValues {
  body: string;
}

export const EMPTY_BUG_REPORT: BugReportValues = { description: '', steps: '' };
export const EMPTY_FEATURE_REQUEST: FeatureRequestValues = { description: '' };

/** The first message of each field, as the schema's key (a key of the feedback namespace). */
function parsedWith<V extends object, S extends z.ZodType>(schema: S, raw: unknown): Parsed<V, z.output<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { input: result.data, errors: null };
  const errors: FieldErrors<V> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return { input: null, errors };
}

/** The report as sent, images not yet named (they are uploaded first). */
export const parseBugReport = (values: BugReportValues, device: DetectedDevice) =>
  parsedWith<BugReportValues, typeof BugReportBody>(BugReportBody, {
    description: values.description, steps: values.steps.trim() ? values.steps : null, ...device, imageIds: [],
  });

export const parseFeatureRequest = (values: FeatureRequestValues) => parsedWith<FeatureRequestValues, typeof FeatureRequestBody>(FeatureRequestBody, values);

export const parseComment = (values: CommentValues) => parsedWith<CommentValues, typeof CommentBody>(CommentBody, values);
