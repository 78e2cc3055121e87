// Runs the Node build of scripts/prerender-entry.tsx and prints `{ en, bg }`, the markup of `#root`
// for `/` in each language. A child process of the build (scripts/vite-prerender.ts) because the
// app's modules expect a browser when they load (the router reads `window.location`, the
// language detector `navigator`): a jsdom window stands in here, and goes away with the process.
import { JSDOM } from 'jsdom';

const [entry] = process.argv.slice(2);
if (!entry) throw new Error('usage: node scripts/prerender-run.mjs <built prerender entry>');

const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;
// What the app touches while its modules load and render; no effect runs in a server render.
for (const key of ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'Node', 'matchMedia', 'requestAnimationFrame', 'cancelAnimationFrame']) {
  const value = key === 'window' ? window : window[key];
  Object.defineProperty(globalThis, key, { value: typeof value === 'function' && key !== 'HTMLElement' && key !== 'Element' && key !== 'Node' ? value.bind(window) : value, configurable: true, writable: true });
}

const { renderLanding } = await import(entry);
const out = {};
// One after the other: i18next is one instance with one current language.
for (const language of ['en', 'bg']) out[language] = await renderLanding(language);
process.stdout.write(JSON.stringify(out));
process.exit(0);
