import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { unstyledMantineClasses, type LandingAssets } from '../../scripts/vite-prerender';

const chunk = (fileName: string, code: string, imports: string[], css: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, code, imports, isEntry, viteMetadata: { importedCss: new Set(css) } }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

/** An entry importing Mantine's Button, a landing chunk naming Title's class and a Loader animation. */
function bundle(entryCss: string): Rollup.OutputBundle {
  const files = [
    chunk('assets/index.js', 'import"./Button.js";', ['assets/Button.js'], ['assets/index.css'], true),
    chunk('assets/Button.js', 'const c={root:`m_77c9d27d`};', [], []),
    chunk('assets/landing-page.js', 'const t={root:`m_8a5d1357`},l={"dots-animation":`m_aac34a1`};', ['assets/Button.js'], ['assets/landing-page.css']),
    chunk('assets/dashboard.js', 'const b={root:`m_347db0ec`};', [], []),
    asset('assets/index.css', entryCss),
    asset('assets/landing-page.css', '._hero_1{color:red}'),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}
const landing: LandingAssets = { css: ['assets/landing-page.css'], js: ['assets/landing-page.js', 'assets/Button.js'], texts: {} };

describe('the stylesheets linked on / (decision 0021)', () => {
  it('define every Mantine class and animation the scripts of / name', () => {
    const css = '@layer mantine{.m_77c9d27d{height:1px}.m_8a5d1357{margin:0}@keyframes m_aac34a1{to{opacity:0}}}';
    expect(unstyledMantineClasses(bundle(css), landing)).toEqual([]);
  });

  it('names a component whose stylesheet is missing, and ignores chunks / does not load', () => {
    const css = '@layer mantine{.m_77c9d27d{height:1px}@keyframes m_aac34a1{to{opacity:0}}}';
    expect(unstyledMantineClasses(bundle(css), landing)).toEqual(['m_8a5d1357 (assets/landing-page.js)']);
  });
});
