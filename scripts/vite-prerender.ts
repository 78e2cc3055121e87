/**
 * Renders `/` at build time (issue 16, decision 0021), so a first visitor's phone paints the
 * landing page from the HTML and the stylesheet alone, before any script has arrived.
 *
 * After the client build, `scripts/prerender-entry.tsx` is built for Node and run in a child
 * process (scripts/prerender-run.mjs); the markup it renders in each language goes into a copy of
 * the built index.html, `dist/landing/<lng>.html`, with `<html lang>` and `data-prerendered` set.
 * index.html itself is untouched: it stays the fallback of every deep link and of the service
 * worker, and must never show the landing page before a keeper's dashboard. The server answers
 * `/` with one of these files (sync-server/src/plugins/static-app.ts); theme-init.js hides it
 * before the first paint when the browser will not take it over (a keeper remembered, an auth
 * link, another language), and app/main.tsx hydrates it otherwise.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, minify, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { planPricesConstant } from './vite-plan-prices';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const run = promisify(execFile);
export const LANDING_LANGUAGES = ['en', 'bg'] as const;
const ENTRY = 'scripts/prerender-entry.tsx';

/** The service worker's registration is the browser's business: the Node build gets a hook that registers nothing. */
function pwaRegisterStub(): Plugin {
  const id = '\0pwa-register-stub';
  return {
    name: 'herptrack:pwa-register-stub',
    resolveId: (source) => (source.startsWith('virtual:pwa-register') ? id : undefined),
    load: (source) => (source === id
      ? `import { useState } from 'react';
export function useRegisterSW() {
  return { needRefresh: useState(false), offlineReady: useState(false), updateServiceWorker: async () => {} };
}`
      : undefined),
  };
}

/**
 * Hides the page before the first paint when theme-init.js found it will not be taken over; the
 * app then renders from scratch into the emptied root (app/main.tsx).
 */
const HIDE_WHEN_SKIPPED = '<style>html[data-prerender="skip"] #root{display:none}</style>';

/** What the landing page loads beyond the entry: its stylesheets, its chunks, its texts per language. */
export interface LandingAssets {
  css: string[];
  js: string[];
  texts: Record<string, string[]>;
  /** The faces of the body font the page's text is painted with (preloaded). */
  fonts?: string[];
}

/**
 * The head of `/` links the landing page's own stylesheet (a lazy chunk's CSS, which the app
 * would only fetch with the chunk) so the page paints styled with no script; the chunk and the
 * texts are preloaded so the takeover does not wait for them one after the other. The loader of
 * the lazy chunk finds the stylesheet linked and does not fetch it again.
 *
 * `themeInit` is theme-init.js's content: its URL in the page carries a hash of it, because the
 * page's scripts wait for it to start them (below) and a copy cached from an older build would not.
 */
const THEME_INIT = '<script src="/theme-init.js"></script>';

export function landingHtml(template: string, language: string, markup: string, assets: LandingAssets, themeInit = ''): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('prerender: index.html has no empty #root');
  if (!template.includes(THEME_INIT)) throw new Error(`prerender: index.html has no ${THEME_INIT}`);
  // The entry's own files are linked already.
  const fresh = (file: string) => !template.includes(`"/${file}"`);
  const head = [
    ...(assets.fonts ?? []).map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
    ...assets.css.filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...assets.js, ...(assets.texts[language] ?? [])].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    HIDE_WHEN_SKIPPED,
  ];
  const version = createHash('sha256').update(themeInit).digest('hex').slice(0, 10);
  return scriptsAfterPaint(template
    .replace(/<html[^>]*>/, `<html lang="${language}" data-mantine-color-scheme="dark" data-prerendered="${language}">`)
    .replace(THEME_INIT, `<script src="/theme-init.js?v=${version}"></script>`)
    .replace('</head>', `${head.map((line) => `    ${line}\n`).join('')}  </head>`))
    .replace(root, `<div id="root">${markup}</div>`);
}

const APP_SCRIPTS = /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;

/**
 * The page is painted from the HTML and the stylesheets; its scripts only take it over. Requested
 * from the head, 170 KB of them share a slow link with the stylesheets and the font of the first
 * paint, and Lighthouse counts every module that arrived before the paint as render-blocking (it
 * cannot see a module's evaluation start after it). So the entry and its preloads wait, inert, in
 * a template that theme-init.js puts into the head once the page is parsed and painted (at once
 * when the page is not taken over); at low priority, so they never pass the font.
 */
function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const scripts = html.slice(0, headEnd).match(APP_SCRIPTS) ?? [];
  if (!scripts.some((tag) => tag.includes('<script type="module"'))) throw new Error('prerender: index.html has no module script');
  const low = scripts.map((tag) => `      ${tag.trim().replace(/^<(script type="module"|link rel="modulepreload")/, '<$1 fetchpriority="low"')}\n`);
  return `${html.slice(0, headEnd).replace(APP_SCRIPTS, '').trimEnd()}\n    <template id="app-scripts">\n${low.join('')}    </template>\n  ${html.slice(headEnd)}`;
}

const LANDING_PAGE = /\/app\/features\/landing\/landing-page\.tsx$/;
const LANDING_TEXTS = /\/locales\/(\w+)\/(?:landing|plans)\.json$/;
/**
 * Inter's Latin and Cyrillic faces: every page of `/` paints both (the language switcher names
 * Български on the English page, the brand is Latin on the Bulgarian one). Found only through the
 * stylesheet, they would start after it and arrive after the first paint, which the browser then
 * repaints in Inter: text reflowed once more, and the hero's text a second, later, largest paint.
 * Preloaded, they arrive with the stylesheets, and the first paint is the final one.
 */
const FIRST_PAINT_FONTS = /^assets\/inter-(?:latin|cyrillic)-wght-normal-[\w-]+\.woff2$/;

/** The landing page's chunk with the chunks it imports statically, and their CSS. */
function landingAssets(bundle: OutputBundle): LandingAssets | undefined {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId && LANDING_PAGE.test(chunk.facadeModuleId));
  if (!page) return undefined;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((name) => {
      const next = byName.get(name);
      if (next) visit(next);
    });
  };
  visit(page);
  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = chunk.facadeModuleId ? LANDING_TEXTS.exec(chunk.facadeModuleId)?.[1] : undefined;
    if (language) (texts[language] ??= []).push(chunk.fileName);
  }
  const fonts = Object.keys(bundle).filter((file) => FIRST_PAINT_FONTS.test(file));
  return { css: [...css], js: [...js], texts, fonts };
}

const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;

/**
 * Mantine's classes (and animations) that the scripts of `/` (the entry and the landing page, with
 * what they import statically) name but no stylesheet linked on `/` defines. The entry links only the
 * parts of Mantine's stylesheet the landing page uses (app/main.tsx); a component added to it
 * without its stylesheet would paint unstyled on a first visit and nowhere else.
 */
export function unstyledMantineClasses(bundle: OutputBundle, landing: LandingAssets): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const css = new Set(landing.css);
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((name) => {
      const next = byName.get(name);
      if (next) visit(next);
    });
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  landing.js.forEach((name) => {
    const chunk = byName.get(name);
    if (chunk) visit(chunk);
  });
  const styles = [...css].map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return '';
    return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  }).join('\n');
  const missing = new Set<string>();
  for (const name of seen) {
    for (const [token] of byName.get(name)?.code.matchAll(MANTINE_CLASS) ?? []) {
      if (!styles.includes(token)) missing.add(`${token} (${name})`);
    }
  }
  return [...missing];
}

/**
 * theme-init.js comes from public/ as written, comments and all, and runs before the first paint
 * of every page (the build-time `/` waits for it to start the app). Minified in place before the
 * service worker's precache list is written, so its revision is that of the file served.
 */
async function minifyThemeInit(outDir: string): Promise<void> {
  const file = join(outDir, 'theme-init.js');
  const result = await minify('theme-init.js', readFileSync(file, 'utf8'), { compress: true, mangle: true });
  if (result.errors.length) throw new Error(`prerender: theme-init.js did not minify: ${result.errors.map((e) => e.message).join('; ')}`);
  writeFileSync(file, result.code);
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig | undefined;
  let assets: LandingAssets | undefined;
  let unstyled: string[] = [];
  return {
    name: 'herptrack:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (!config || config.build.ssr) return;
      await minifyThemeInit(resolve(config.root, config.build.outDir));
      const found = landingAssets(bundle);
      if (!found) return;
      assets = found;
      unstyled = unstyledMantineClasses(bundle, found);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!config || config.build.ssr) return;
        if (!assets) throw new Error('prerender: the build has no chunk for app/features/landing/landing-page.tsx');
        // Thrown here: the bundler does not report an error thrown while it writes.
        if (unstyled.length) throw new Error(`prerender: \`/\` renders Mantine classes no stylesheet of it defines, ${unstyled.join(', ')}: import their component's stylesheet in app/main.tsx`);
        const landing = assets;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = join(config.cacheDir, 'prerender');
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          mode: config.mode,
          plugins: [react(), pwaRegisterStub(), planPricesConstant()],
          // The OCR engine's folder is never read while `/` renders.
          define: { __OCR_ASSETS__: '""' },
          build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, target: 'node20', sourcemap: false, copyPublicDir: false },
        });
        const { stdout } = await run(process.execPath, [join(config.root, 'scripts/prerender-run.mjs'), join(serverDir, 'prerender-entry.js')], {
          cwd: config.root,
          maxBuffer: 32 * 1024 * 1024,
        });
        const rendered = JSON.parse(stdout) as Record<string, string>;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const themeInit = readFileSync(join(outDir, 'theme-init.js'), 'utf8');
        mkdirSync(join(outDir, 'landing'), { recursive: true });
        for (const language of LANDING_LANGUAGES) {
          const markup = rendered[language];
          if (!markup?.includes('<h1')) throw new Error(`prerender: / in ${language} rendered no heading`);
          writeFileSync(join(outDir, 'landing', `${language}.html`), landingHtml(template, language, markup, landing, themeInit));
        }
      },
    },
  };
}
