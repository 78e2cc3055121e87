/**
 * The OCR engine's files, served from our own origin (no CDN): tesseract.js's worker script, the
 * three LSTM-only cores it chooses between (relaxed SIMD, SIMD, plain; the `.wasm.js` builds embed
 * their wasm, and they are what the worker's getCore loads when `corePath` is a folder) and the
 * English and Bulgarian LSTM-only ("best_int") language data.
 *
 * They live under one versioned folder, `/ocr/<tesseract.js version>-<hash of every file>/`, so
 * the server may mark them immutable and the service worker's cache-first 'ocr-assets' cache
 * never serves a stale mix. The app learns the folder through the `__OCR_ASSETS__` constant this
 * plugin defines. `vite build` copies the files into the output with brotli and gzip variants of
 * the JavaScript (the server picks one by Accept-Encoding); the `.traineddata.gz` files are sent
 * as they are, because tesseract gunzips them itself. `vite dev` serves the same URLs straight
 * from node_modules.
 *
 * Compressing the cores at brotli's best quality takes seconds, so the variants are kept in Vite's
 * cache folder under the same hash and reused by later builds.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, createReadStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** The name of the constant the app reads the folder from (declared in app/features/ocr/engine.ts). */
export const OCR_ASSETS_CONSTANT = '__OCR_ASSETS__';

interface OcrFile {
  /** Path under the versioned folder. */
  path: string;
  source: string;
  /** JavaScript gets .br and .gz variants; the language data is gzip already. */
  compress: boolean;
}

const CORES = ['tesseract-core-relaxedsimd-lstm.wasm.js', 'tesseract-core-simd-lstm.wasm.js', 'tesseract-core-lstm.wasm.js'];
const LANGUAGES = ['eng', 'bul'];
/** LSTM-only data: what the worker asks for with OEM.LSTM_ONLY, and a third of the legacy data's size. */
const LANGUAGE_DATA = '4.0.0_best_int';

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

export function ocrFiles(): OcrFile[] {
  const tesseract = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  return [
    { path: 'worker.min.js', source: join(tesseract, 'dist', 'worker.min.js'), compress: true },
    // The worker script's banner points here (Apache-2.0 and its bundled libraries' notices).
    { path: 'worker.min.js.LICENSE.txt', source: join(tesseract, 'dist', 'worker.min.js.LICENSE.txt'), compress: false },
    ...CORES.map((name) => ({ path: `core/${name}`, source: join(core, name), compress: true })),
    ...LANGUAGES.map((lang) => ({
      path: `lang/${lang}.traineddata.gz`,
      source: join(packageDir(`@tesseract.js-data/${lang}`), LANGUAGE_DATA, `${lang}.traineddata.gz`),
      compress: false,
    })),
  ];
}

/** `/ocr/<tesseract.js version>-<first 10 hex digits of a hash of every file>/`. */
export function ocrAssetsBase(files = ocrFiles()): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\0').update(readFileSync(file.source));
  const version = (JSON.parse(readFileSync(join(packageDir('tesseract.js'), 'package.json'), 'utf8')) as { version: string }).version;
  return `/ocr/${version}-${hash.digest('hex').slice(0, 10)}/`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The .br and .gz of one file, from the cache folder or made now (best quality) and cached. */
async function variants(file: OcrFile, cacheDir: string): Promise<{ br: string; gz: string }> {
  const br = join(cacheDir, `${file.path}.br`);
  const gz = join(cacheDir, `${file.path}.gz`);
  if (existsSync(br) && existsSync(gz)) return { br, gz };
  mkdirSync(dirname(br), { recursive: true });
  const data = readFileSync(file.source);
  const [brData, gzData] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Written aside and renamed, so an interrupted build never leaves a truncated variant to reuse.
  for (const [target, bytes] of [[br, brData], [gz, gzData]] as const) {
    writeFileSync(`${target}.tmp`, bytes);
    renameSync(`${target}.tmp`, target);
  }
  return { br, gz };
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.gz': 'application/gzip', '.txt': 'text/plain; charset=utf-8' };

export function ocrAssets(): Plugin {
  const files = ocrFiles();
  const base = ocrAssetsBase(files);
  let config: ResolvedConfig | undefined;
  return {
    name: 'herptrack:ocr-assets',
    config: () => ({ define: { [OCR_ASSETS_CONSTANT]: JSON.stringify(base) } }),
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const byPath = new Map(files.map((f) => [f.path, f]));
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        const file = pathname.startsWith(base) ? byPath.get(pathname.slice(base.length)) : undefined;
        if (!file) return next();
        const ext = /\.[a-z]+$/.exec(file.path)?.[0] ?? '';
        res.setHeader('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
        res.setHeader('cache-control', 'no-cache');
        createReadStream(file.source).on('error', next).pipe(res);
      });
    },
    async writeBundle() {
      if (!config || config.command !== 'build') return;
      const outDir = resolve(config.root, config.build.outDir, base.slice(1));
      const cacheDir = join(config.cacheDir, 'ocr-assets', base.split('/')[2] ?? 'current');
      await Promise.all(files.map(async (file) => {
        const target = join(outDir, file.path);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file.source, target);
        if (!file.compress) return;
        const { br, gz } = await variants(file, cacheDir);
        copyFileSync(br, `${target}.br`);
        copyFileSync(gz, `${target}.gz`);
      }));
    },
  };
}
