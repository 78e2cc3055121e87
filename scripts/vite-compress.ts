/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) variant beside every compressible file of the build
 * output, so the server (@fastify/static with `preCompressed`) sends each asset compressed as the
 * client's Accept-Encoding asks, without compressing anything per request.
 *
 * It runs last (after vite-plugin-pwa has written the service worker), so sw.js and a rewritten
 * index.html get variants too. A variant is written only when it is smaller than the file; files
 * that already have both (the OCR folder's, scripts/vite-ocr-assets.ts) are left alone.
 *
 * Best-quality brotli takes a while on the larger chunks, so variants are kept in Vite's cache
 * folder under a hash of the content and reused by later builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Text formats and TrueType fonts (the label sheets' font: half its size compressed); images,
 * woff2 fonts (compressed already) and the OCR language data are not.
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function writeAtomically(target: string, bytes: Uint8Array): void {
  writeFileSync(`${target}.tmp`, bytes);
  renameSync(`${target}.tmp`, target);
}

async function compressOne(file: string, cacheDir: string | undefined): Promise<number> {
  const data = readFileSync(file);
  const key = createHash('sha256').update(data).digest('hex');
  const cached = cacheDir ? { br: join(cacheDir, `${key}.br`), gz: join(cacheDir, `${key}.gz`) } : undefined;
  let br: Uint8Array;
  let gz: Uint8Array;
  if (cached && existsSync(cached.br) && existsSync(cached.gz)) {
    br = readFileSync(cached.br);
    gz = readFileSync(cached.gz);
  } else {
    [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (cached) {
      writeAtomically(cached.br, br);
      writeAtomically(cached.gz, gz);
    }
  }
  let written = 0;
  // A tiny file can grow when compressed; then the file itself is the best answer.
  for (const [ext, bytes] of [['br', br], ['gz', gz]] as const) {
    if (bytes.length >= data.length) continue;
    writeAtomically(`${file}.${ext}`, bytes);
    written += 1;
  }
  return written;
}

/** Variants written after the file (the OCR plugin's) are kept; older ones are from an earlier build. */
function hasFreshVariants(file: string): boolean {
  const mtime = statSync(file).mtimeMs;
  return ['br', 'gz'].every((ext) => existsSync(`${file}.${ext}`) && statSync(`${file}.${ext}`).mtimeMs >= mtime);
}

/** Compresses every compressible file under `dir` that has no variants yet; returns how many variants it wrote. */
export async function compressDir(dir: string, cacheDir?: string): Promise<number> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const todo = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && !hasFreshVariants(file));
  let written = 0;
  // zlib's async calls run on libuv's pool; a few at a time keeps memory low and every core busy.
  const queue = [...todo];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const n = await compressOne(file, cacheDir);
      written += n;
    }
  }));
  return written;
}

export function compressAssets(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'herptrack:compress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!config || config.build.ssr) return;
        await compressDir(resolve(config.root, config.build.outDir), join(config.cacheDir, 'compressed'));
      },
    },
  };
}
