/**
 * The site build's icon-import rewrite (lucide-icon-imports.ts): each icon is imported from its own module, under the
 * name the source gave it, and whatever is not an icon stays on the bare import.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lucideIconImports, lucideIconModules, rewriteLucideImports } from './lucide-icon-imports';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));
const lucideDir = path.dirname(
  createRequire(path.join(siteDir, 'package.json')).resolve('lucide-react/package.json'),
);
const modules = lucideIconModules(
  readFileSync(
    path.join(lucideDir, JSON.parse(readFileSync(path.join(lucideDir, 'package.json'), 'utf8')).module),
    'utf8',
  ),
);

describe('lucideIconModules', () => {
  it('maps every name of an icon, aliases included, to a module the package ships', () => {
    expect(modules.size).toBeGreaterThan(1000);
    for (const name of ['Check', 'CheckIcon', 'LucideCheck', 'AlarmClockCheck', 'AlarmCheck']) {
      const module = modules.get(name);
      expect(module, name).toMatch(/^lucide-react\/icons\/[\w-]+$/);
      const file = path.join(lucideDir, 'dist/esm/icons', `${module?.split('/').pop()}.mjs`);
      expect(existsSync(file), file).toBe(true);
    }
    expect(modules.get('AlarmCheck')).toBe(modules.get('AlarmClockCheck'));
    expect(modules.has('icons')).toBe(false);
    expect(modules.has('createLucideIcon')).toBe(false);
  });
});

describe('rewriteLucideImports', () => {
  it('imports each icon from its module under the local name, keeping what is not an icon', () => {
    const code =
      'import { Check, X as Close, createLucideIcon } from "lucide-react";\nconst a = [Check, Close];\n';
    expect(rewriteLucideImports(code, modules)).toBe(
      `import Check from "${modules.get('Check')}"; import Close from "${modules.get('X')}"; ` +
        'import { createLucideIcon } from "lucide-react";\nconst a = [Check, Close];\n',
    );
  });

  it('rewrites multi-line imports and several statements in one file', () => {
    const code =
      "import {\n  Menu,\n  Search,\n} from 'lucide-react';\nimport { Copy } from 'lucide-react'\n";
    const rewritten = rewriteLucideImports(code, modules) ?? '';
    expect(rewritten).not.toContain("from 'lucide-react'");
    for (const name of ['Menu', 'Search', 'Copy']) {
      expect(rewritten).toContain(`import ${name} from '${modules.get(name)}';`);
    }
  });

  it('leaves code without icon imports alone', () => {
    expect(rewriteLucideImports('import React from "react";', modules)).toBeUndefined();
    expect(rewriteLucideImports('import { icons } from "lucide-react";', modules)).toBeUndefined();
    expect(rewriteLucideImports('import * as Lucide from "lucide-react";', modules)).toBeUndefined();
  });

  it('applies to the build only, and never to dependencies', () => {
    const plugin = lucideIconImports(siteDir);
    expect(plugin.apply).toBe('build');
    const code = 'import { Check } from "lucide-react";';
    expect(plugin.transform(code, '/repo/node_modules/x/index.js')).toBeUndefined();
    expect(plugin.transform(code, '/repo/site/src/styles.css')).toBeUndefined();
    expect(plugin.transform(code, '/repo/dashboard/src/App.tsx')?.code).toBe(
      `import Check from "${modules.get('Check')}";`,
    );
  });
});
