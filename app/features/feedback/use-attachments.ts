/**
 * The images picked for a bug report: checked on the device as they are added (image-checks.ts),
 * previewed from the file itself, then uploaded one by one when the report is sent, each with its
 * own state. An image already uploaded is not sent again when the report is retried after a
 * failure; the previews' object URLs are released when an image leaves or the form goes.
 */
import { useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../../../shared/api/feedback';
import { uploadImage } from './feedback-api';
import { feedbackErrorKey } from './feedback-errors';
import { checkImages, type ImageCheck } from './image-checks';

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface Attachment {
  key: string;
  file: File;
  preview: string;
  state: UploadState;
  uploaded: UploadedImage | null;
  /** Why its upload failed, a key of the feedback namespace. */
  errorKey: string | null;
}

/** Thrown by `uploadAll` when an image could not be uploaded (its card says why). */
export class ImageUploadFailed extends Error {
  constructor(readonly fileName: string) {
    super(`upload of ${fileName} failed`);
  }
}

export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  const [refused, setRefused] = useState<ImageCheck['refused']>({});
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const live = previews.current;
    return () => live.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const release = (url: string) => {
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };
  const patch = (key: string, change: Partial<Attachment>) => setItems((all) => all.map((a) => (a.key === key ? { ...a, ...change } : a)));

  const add = (picked: readonly File[]) => {
    const check = checkImages(picked, items.length);
    setRefused(check.refused);
    const added = check.accepted.map((file): Attachment => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey.current += 1;
      return { key: `image-${nextKey.current}`, file, preview, state: 'waiting', uploaded: null, errorKey: null };
    });
    setItems((all) => [...all, ...added]);
  };

  const remove = (key: string) => {
    const gone = items.find((a) => a.key === key);
    if (gone) release(gone.preview);
    setItems((all) => all.filter((a) => a.key !== key));
    setRefused({});
  };

  const clear = () => {
    items.forEach((a) => release(a.preview));
    setItems([]);
    setRefused({});
  };

  /** Uploads what is not uploaded yet, in order; resolves to every image's id, in order. */
  const uploadAll = async (): Promise<string[]> => {
    const ids: string[] = [];
    for (const item of items) {
      if (item.uploaded) {
        ids.push(item.uploaded.id);
        continue;
      }
      patch(item.key, { state: 'uploading', errorKey: null });
      try {
        const uploaded = await uploadImage(item.file);
        patch(item.key, { state: 'uploaded', uploaded });
        ids.push(uploaded.id);
      } catch (err) {
        patch(item.key, { state: 'failed', errorKey: feedbackErrorKey(err, 'errors.imageUploadFailed') });
        throw new ImageUploadFailed(item.file.name);
      }
    }
    return ids;
  };

  return { items, refused, add, remove, clear, uploadAll };
}
