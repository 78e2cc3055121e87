/**
 * The storage seam for uploaded files (issue 11): reptile photos and avatars are put, read and
 * deleted through it, never by path. The default keeps them in a local directory (UPLOADS_DIR,
 * DATA_DIR/uploads unless set); several server processes on several machines mount one shared
 * volume there (docs/scaling.md). Names are server-chosen and checked by each area's pattern,
 * writes are atomic (a temporary file renamed into place), and a missing file reads as null.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export type FileArea = 'reptiles' | 'avatars' | 'contest' | 'feedback' | 'notifications';

export interface FileStorage {
  put(area: FileArea, name: string, bytes: Buffer): Promise<void>;
  get(area: FileArea, name: string): Promise<Buffer | null>;
  /** Deleting a missing file is not an error. */
  delete(area: FileArea, name: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function checked(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`not a stored file name: ${name}`);
  return name;
}

export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private path(area: FileArea, name: string): string {
    return join(this.root, area, checked(name));
  }

  async put(area: FileArea, name: string, bytes: Buffer): Promise<void> {
    const path = this.path(area, name);
    // Keepers' photos and reports: the server's user only (issue 24).
    await mkdir(join(this.root, area), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, path);
  }

  async get(area: FileArea, name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(area, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(area: FileArea, name: string): Promise<void> {
    await rm(this.path(area, name), { force: true });
  }
}
