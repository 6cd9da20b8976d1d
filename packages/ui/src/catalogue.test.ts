// Checks that keep the design system the single source of the shared components (issue 3, STYLE.md §10–11).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|astro|mjs)$/.test(name) ? [path] : [];
  });
}

describe('design system catalogue', () => {
  it('has stories in every folder of packages/ui/src', () => {
    const folders = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory());
    expect(folders.length).toBeGreaterThan(15);
    const withoutStories = folders.filter(
      (folder) => !readdirSync(join(src, folder)).some((file) => file.endsWith('.stories.tsx')),
    );
    expect(withoutStories).toEqual([]);
  });

  it('points Storybook at the stories beside the components', () => {
    const main = readFileSync(join(root, '.storybook/main.ts'), 'utf8');
    for (const glob of [
      'packages/ui/src/**/*.stories.tsx',
      'packages/auth/src/**/*.stories.tsx',
      'dashboard/src/**/*.stories.tsx',
      'site/src/**/*.stories.tsx',
    ]) {
      expect(main).toContain(glob);
    }
  });

  it('never puts a theme on :root', () => {
    const files = ['packages/ui/src', 'packages/auth/src', 'dashboard/src', 'site/src'].flatMap((dir) =>
      sourceFiles(join(root, dir)),
    );
    const offenders = files.filter((file) => {
      if (file.endsWith('catalogue.test.ts')) return false;
      return /createGlobalTheme|globalStyle\(\s*['"`]:root/.test(readFileSync(file, 'utf8'));
    });
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });

  it('leaves button, badge, toast, dialog and sidebar to packages/ui', () => {
    const own = /\b(?:function|const|class)\s+(Button|Badge|Toast|Toaster|Dialog|Sidebar)\b/;
    const primitives = /from\s+['"]@radix-ui\/react-(?:dialog|toast|tooltip)['"]/;
    const files = ['packages/auth/src', 'dashboard/src', 'site/src'].flatMap((dir) =>
      sourceFiles(join(root, dir)),
    );
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return own.test(text) || primitives.test(text);
    });
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});
