/**
 * The upload policies (shared/uploads/policy.ts): every kind states its types, bytes and pixels;
 * a picker's `accept` and its check before sending say the same types the server takes; every
 * refusal has words in both languages, stating the kind's own limit.
 */
import { describe, expect, it } from 'vitest';
import {
  acceptOf, IMAGE_MIME, MAX_INPUT_PIXELS, maxMegabytes, refusalOnDevice, UPLOAD_ERROR_CODES, UPLOAD_KINDS, UPLOAD_POLICIES, uploadPolicy,
} from '../../shared/uploads/policy';
import { IMAGES_MAX, STAGED_IMAGES_MAX } from '../../shared/api/feedback';
import { ERROR_STATUS } from '../../shared/api/errors';
import { uploadRefusalText } from '../../app/lib/api/upload-refusals';
import en from '../../locales/en/common.json';
import bg from '../../locales/bg/common.json';

const MB = 1024 * 1024;

describe('every upload kind', () => {
  it.each(UPLOAD_KINDS)('%s has types, bytes, pixels and an output', (kind) => {
    const p = uploadPolicy(kind);
    expect(p.types.length).toBeGreaterThan(0);
    expect(new Set(p.types).size).toBe(p.types.length);
    expect(p.maxBytes).toBeGreaterThan(0);
    expect(Number.isInteger(p.maxBytes / MB)).toBe(true);
    expect(p.maxPixels).toBeGreaterThan(0);
    expect(p.maxPixels).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    expect(p.output.side).toBeGreaterThan(0);
    expect(p.output.quality).toBeGreaterThan(0);
  });

  it.each(UPLOAD_KINDS)('%s: the picker accepts exactly the policy\'s types, by MIME type and by name', (kind) => {
    const accept = acceptOf(kind).split(',');
    const mimes = accept.filter((a) => a.includes('/'));
    expect(mimes).toEqual(uploadPolicy(kind).types.map((t) => IMAGE_MIME[t]));
    for (const t of Object.keys(IMAGE_MIME) as (keyof typeof IMAGE_MIME)[]) {
      const allowed = uploadPolicy(kind).types.includes(t);
      expect(refusalOnDevice(kind, { type: IMAGE_MIME[t], name: 'x', size: 1 })).toBe(allowed ? null : 'invalid-file-type');
    }
    for (const ext of accept.filter((a) => a.startsWith('.'))) expect(refusalOnDevice(kind, { type: '', name: `photo${ext.toUpperCase()}`, size: 1 })).toBeNull();
  });

  it.each(UPLOAD_KINDS)('%s: refuses one byte over its limit on the device', (kind) => {
    const { maxBytes, types } = uploadPolicy(kind);
    const file = { type: IMAGE_MIME[types[0] ?? 'png'], name: 'x', size: maxBytes };
    expect(refusalOnDevice(kind, file)).toBeNull();
    expect(refusalOnDevice(kind, { ...file, size: maxBytes + 1 })).toBe('file-too-large');
  });

  it.each(UPLOAD_KINDS)('%s: every refusal is an error code and has words stating the kind\'s limit', (kind) => {
    for (const code of UPLOAD_ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThan(0);
      const { key, values } = uploadRefusalText(kind, code);
      const name = key.replace('common:uploadRefused.', '') + (values.context ? `_${values.context}` : '');
      for (const words of [en.uploadRefused, bg.uploadRefused] as Record<string, string>[]) expect(words[name]).toBeTruthy();
    }
    expect(uploadRefusalText(kind, 'file-too-large').values.size).toBe(maxMegabytes(kind));
  });
});

describe('the limits each kind states', () => {
  it.each([
    ['avatar', 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp', 5],
    ['reptilePhoto', 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp', 5],
    ['contestEntry', 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp', 5],
    ['bugReportImage', 'image/png,image/jpeg,.png,.jpg,.jpeg', 10],
    ['messageImage', 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp', 5],
  ] as const)('%s accepts %s up to %i MB', (kind, accept, mb) => {
    expect(acceptOf(kind)).toBe(accept);
    expect(maxMegabytes(kind)).toBe(mb);
  });

  it('a bug report takes the policy\'s count of images, and that many more may wait unsent', () => {
    expect(IMAGES_MAX).toBe(UPLOAD_POLICIES.bugReportImage.count.perItem);
    expect(STAGED_IMAGES_MAX).toBe(UPLOAD_POLICIES.bugReportImage.count.staged);
  });

  it('a browser\'s other name for JPEG is a JPEG', () => {
    expect(refusalOnDevice('bugReportImage', { type: 'image/jpg', name: 'x.jpg', size: 1 })).toBeNull();
    expect(refusalOnDevice('bugReportImage', { type: 'image/webp', name: 'x.webp', size: 1 })).toBe('invalid-file-type');
    expect(refusalOnDevice('avatar', { type: 'image/gif', name: 'x.gif', size: 1 })).toBe('invalid-file-type');
  });
});
