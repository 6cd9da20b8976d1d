// `pnpm bundle-size [page …]` (`node scripts/bundle-size.mjs`): the JavaScript a built page of the site
// loads, gzip-compressed (level 9, each file on its own, as each is its own response).
// Reads the page's HTML from the build (site/dist, or LEADPROOF_SITE_DIR), follows its module scripts'
// static imports (what loads before the page runs) and then their dynamic `import()`s (what can load later),
// and prints both totals with the largest files. Build first (`pnpm build`). Default page: /dashboard.
// "Later" is a superset of what a visit fetches after the start: the dashboard's pages are dynamic imports, and the
// one at the address is among them, fetched at once (`pnpm lighthouse` prints what a visit really loads).
//
//   node scripts/bundle-size.mjs                 the dashboard page
//   node scripts/bundle-size.mjs / /pricing      other pages
//   BUNDLE_SIZE_JSON=1                           one JSON line per page instead of the table
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteDir = path.resolve(root, process.env.LEADPROOF_SITE_DIR ?? 'site/dist');
const pages = process.argv.length > 2 ? process.argv.slice(2) : ['/dashboard'];

/** The HTML file the static build serves for `page`. */
function htmlOf(page) {
  const clean = page.replace(/^\/+|\/+$/g, '');
  const file = path.join(siteDir, clean, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} not found: build the site first (pnpm build)`);
  return readFileSync(file, 'utf8');
}

/** Module specifiers in `code`: static (`import … from "x"`, `import "x"`) and dynamic (`import("x")`). */
function importsOf(code) {
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)].map((m) => m[1]);
  const dynamics = [...code.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)].map((m) => m[1]);
  return { statics, dynamics };
}

/** A file of the build for `specifier`, relative to `fromFile` (or to the site root when it starts with /). */
function resolve(specifier, fromFile) {
  if (specifier.startsWith('/')) return path.join(siteDir, specifier);
  return path.resolve(path.dirname(fromFile), specifier);
}

function measure(page) {
  const html = htmlOf(page);
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) =>
    path.join(siteDir, m[1]),
  );
  // Astro islands: the component and its renderer load at once, or when visible (`client:visible`) / later.
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  const islandFiles = (island) =>
    [...island.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((m) => path.join(siteDir, m[1]));
  const eager = islands.filter((island) => /\bclient="(?:load|idle)"/.test(island));
  const deferred = islands.filter((island) => !/\bclient="(?:load|idle)"/.test(island));
  entries.push(...eager.flatMap(islandFiles));
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(file);
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  // Breadth-first over static imports from the entries, then over dynamic imports from everything reached.
  const initial = new Set();
  const later = new Set();
  const pendingDynamic = [];
  const walk = (start, into) => {
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.shift();
      if (initial.has(file) || into.has(file)) continue;
      into.add(file);
      const { statics, dynamics } = importsOf(readFileSync(file, 'utf8'));
      for (const specifier of statics) queue.push(resolve(specifier, file));
      for (const specifier of dynamics) pendingDynamic.push(resolve(specifier, file));
    }
  };
  walk(entries, initial);
  for (const code of inline) {
    const { statics, dynamics } = importsOf(code);
    walk(
      statics.map((s) => resolve(s, path.join(siteDir, 'index.html'))),
      initial,
    );
    pendingDynamic.push(...dynamics.map((s) => resolve(s, path.join(siteDir, 'index.html'))));
  }
  pendingDynamic.push(...deferred.flatMap(islandFiles));
  while (pendingDynamic.length > 0) walk([pendingDynamic.shift()], later);
  const total = (files) =>
    [...files].reduce(
      (sum, file) => {
        const size = sizeOf(file);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const inlineGzip = inline.length > 0 ? gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length : 0;
  return {
    page,
    initial: { files: initial.size, ...total(initial), inlineGzip },
    later: { files: later.size, ...total(later) },
    largest: [...initial, ...later]
      .map((file) => ({ file: path.relative(siteDir, file), initial: initial.has(file), ...sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const page of pages) {
  const result = measure(page);
  if (process.env.BUNDLE_SIZE_JSON) {
    console.log(JSON.stringify(result));
    continue;
  }
  const { initial, later } = result;
  console.log(`\n${page}`);
  console.log(
    `  before it runs (static imports): ${kb(initial.gzip + initial.inlineGzip)} gzip, ` +
      `${kb(initial.raw)} minified, ${initial.files} file(s)`,
  );
  console.log(
    `  loaded later (dynamic imports):  ${kb(later.gzip)} gzip, ${kb(later.raw)} minified, ${later.files} file(s)`,
  );
  console.log(
    `  all:                             ${kb(initial.gzip + initial.inlineGzip + later.gzip)} gzip`,
  );
  console.log('  largest files (gzip):');
  for (const file of result.largest)
    console.log(`    ${kb(file.gzip).padStart(9)}  ${file.file}${file.initial ? '' : '  (later)'}`);
}
