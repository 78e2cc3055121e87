import { useCallback, useEffect, useRef, useState } from 'react';
import type { OcrLanguage } from '../../../shared/ocr/rows';
import type { ReadImage } from './engine-types';
import { prepareSheetImage, SheetImageError } from './prepare-sheet-image';

interface Engine {
  readImage: ReadImage;
  terminateOcr: () => unknown;
}

/**
 * Why a read failed, as the keeper can act on it: the reader's files could not be fetched while
 * offline (the first read needs one online visit; after that the service worker has them), the
 * reader could not start although online (our server), or the photo could not be read.
 */
export type ReadFailure = 'needsOnline' | 'busy' | 'unreadable' | 'notImage' | 'tooBig';

export type ReaderState =
  | { status: 'idle'; cancelled?: boolean }
  | { status: 'preparing' }
  | { status: 'working'; stage: 'loading' | 'reading'; progress: number }
  | { status: 'failed'; failure: ReadFailure; bytes?: number };

export interface ReadOutcome {
  text: string;
  compressionFailed: boolean;
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Compresses a chosen photo and reads it with the OCR engine, which is loaded on the first read
 * (its code, worker, core and language data are large, and only this screen needs them). One
 * read at a time: a new one cancels the last. Leaving the screen cancels the read and ends the
 * engine's worker, so its memory (tens of MB) is not kept by a tab that no longer reads.
 */
export function useSheetReader() {
  const [state, setState] = useState<ReaderState>({ status: 'idle' });
  const engine = useRef<Engine | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => {
    running.current?.abort();
    void Promise.resolve(engine.current?.terminateOcr()).catch(() => undefined);
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);

  const read = useCallback(async (file: File, language: OcrLanguage): Promise<ReadOutcome | null> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    // The last stage the engine reported: a failure before its files were in is not the photo's fault.
    let loaded = false;
    const settle = (next: ReaderState) => {
      if (running.current === controller) setState(next);
    };
    try {
      settle({ status: 'preparing' });
      const prepared = await prepareSheetImage(file);
      if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
      settle({ status: 'working', stage: 'loading', progress: 0 });
      engine.current ??= await import('./engine');
      const { text } = await engine.current.readImage(prepared.image, language, {
        signal,
        onProgress: ({ stage, progress }) => {
          if (stage === 'reading' || progress >= 1) loaded = true;
          settle({ status: 'working', stage, progress });
        },
      });
      settle({ status: 'idle' });
      return { text, compressionFailed: prepared.compressionFailed };
    } catch (e) {
      if (isAbort(e) || signal.aborted) settle({ status: 'idle', cancelled: true });
      else if (e instanceof SheetImageError) settle({ status: 'failed', failure: e.refusal.kind, bytes: e.refusal.kind === 'tooBig' ? e.refusal.bytes : undefined });
      else if (loaded) settle({ status: 'failed', failure: 'unreadable' });
      else settle({ status: 'failed', failure: offline() ? 'needsOnline' : 'busy' });
      return null;
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, read, cancel, reset };
}
