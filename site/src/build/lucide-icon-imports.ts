/**
 * A build-only Vite plugin: `import { Check } from 'lucide-react'` becomes `import Check from 'lucide-react/icons/check'`.
 * lucide-react's entry re-exports every one of its ~2,000 icons, each its own module, so every build that meets the
 * bare import resolves, loads and parses all of them, then tree-shakes all but the few dozen the pages use: about
 * two thirds of the site build's modules, in the prerender bundle and again in the client bundle. The package
 * declares no side effects, so importing each icon from its own module yields the same components and the same
 * served code. (`pnpm dev` keeps the bare import, which Vite's dependency optimizer bundles once.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Maps each name lucide-react exports from an icon module (`Check`, `CheckIcon`, `LucideCheck`) to that module. */
export function lucideIconModules(entrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const reExport = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g;
  for (const [, specifiers = '', file] of entrySource.matchAll(reExport)) {
    for (const specifier of specifiers.split(',')) {
      const [local, exported] = specifier.trim().split(/\s+as\s+/);
      if (local === 'default' && exported) modules.set(exported, `lucide-react/icons/${file}`);
    }
  }
  return modules;
}

/** The source of lucide-react's ES module entry, as resolved from `fromDir`. */
function lucideEntrySource(fromDir: string): string {
  const manifestFile = createRequire(path.join(fromDir, 'package.json')).resolve('lucide-react/package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { module: string };
  return readFileSync(path.join(path.dirname(manifestFile), manifest.module), 'utf8');
}

const namedImport = /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g;

/**
 * Rewrites the named imports from 'lucide-react' in `code` to one default import per icon module; names that are
 * not icons (helpers, types) stay on the bare import. Returns undefined when nothing changes.
 */
export function rewriteLucideImports(code: string, modules: Map<string, string>): string | undefined {
  if (!code.includes('lucide-react')) return undefined;
  let changed = false;
  const rewritten = code.replace(namedImport, (statement, specifiers: string, quote: string) => {
    const kept: string[] = [];
    const icons: string[] = [];
    for (const specifier of specifiers.split(',').map((part) => part.trim())) {
      if (!specifier) continue;
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const module = modules.get(imported);
      if (module && !imported.startsWith('type '))
        icons.push(`import ${local} from ${quote}${module}${quote};`);
      else kept.push(specifier);
    }
    if (icons.length === 0) return statement;
    changed = true;
    if (kept.length > 0) icons.push(`import { ${kept.join(', ')} } from ${quote}lucide-react${quote};`);
    return icons.join(' ');
  });
  return changed ? rewritten : undefined;
}

/** The plugin, for `vite.plugins` of a build (site/astro.config.mjs). */
export function lucideIconImports(fromDir: string) {
  const modules = lucideIconModules(lucideEntrySource(fromDir));
  return {
    name: 'leadproof-lucide-icon-imports',
    apply: 'build' as const,
    transform(code: string, id: string) {
      if (id.includes('/node_modules/') || !/\.(m?[jt]sx?|astro)(\?|$)/.test(id)) return undefined;
      const rewritten = rewriteLucideImports(code, modules);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
