/**
 * package.json's `sideEffects` tells the bundler which of our modules do something when they are
 * imported; every other module is dropped when nothing is used from it. Declaring it took a
 * fifth of the code off the dashboard's route (issue 26), and once left sign-in broken: the
 * session's index wires the API client when imported, and the bundler dropped it. This test keeps
 * the list in step with the code: every module with a top-level statement that is not a
 * declaration (a call, a registration, an assignment) must be listed, and every listed file
 * must exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const declared: string[] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { sideEffects: string[] }).sideEffects;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => `${dir}/${f.replaceAll('\\', '/')}`);
}

/**
 * Top-level statements that run something: anything but imports, declarations and exports of
 * them. An import without bindings (`import 'dayjs/locale/bg'`) is the importer's need, kept
 * whenever the importer is; when it names a module of ours, that module's own statements are what
 * this test looks at. A module must not count on another module's bare import.
 */
function effectsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.filter((s) => {
    if (ts.isImportDeclaration(s)) return false;
    return !(ts.isFunctionDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isClassDeclaration(s)
      || ts.isEnumDeclaration(s) || ts.isModuleDeclaration(s) || ts.isExportDeclaration(s) || ts.isExportAssignment(s) || ts.isVariableStatement(s));
  }).map((s) => s.getText().split('\n')[0] ?? '');
}

describe('package.json sideEffects', () => {
  it('lists every module of ours that acts when imported', () => {
    const unlisted = [...sources('app'), ...sources('shared')]
      .filter((file) => !declared.includes(`./${file}`))
      .flatMap((file) => effectsOf(file).map((line) => `${file}: ${line}`));
    expect(unlisted).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(declared.filter((p) => !p.includes('*') && !existsSync(join(ROOT, p)))).toEqual([]);
  });
});
