// `pnpm bundle-size [page …]` (`node scripts/bundle-size.mjs`): the JavaScript a built page of the site
// loads, gzip-compressed (level 9, each file on its own, as each is its own response).
// Reads the page's HTML from the build (site/dist, or LEADPROOF_SITE_DIR), follows its module scripts'
// static imports (what loads before the page runs) and then their dynamic `import()`s (what can load later),
// and prints both totals with the largest files. Build first (`pnpm build`). Default page: /dashboard.
// A page whose own script imports its app at once (the dashboard, for a signed-in visitor) also gets a third total,
// "signed-in start": the static imports, the page script's own `import()`s and the chunks the app fetches before its
// first screen (`appStarts` below), each with their static imports. "Later" is the rest of the dynamic imports, a
// superset of what a visit fetches after the start (`pnpm lighthouse` prints what a visit really loads).
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

/**
 * What a page's app fetches before its first screen can be used, beyond the page script's own `import()`s: chunks by
 * the start of their file name. Keep in step with the app: the dashboard (signed in, at /dashboard/) fetches the home
 * page's chunk at its first render (`preloadPageAt` in dashboard/src/routes.tsx) and draws it when the session is
 * read; auth-js (`module.*.js`) is not here because the session is read from storage without it
 * (`readStoredSession`) and it loads once the first screen is drawn. A dialog, the toaster or another page load on
 * demand and stay "later".
 */
const appStarts = { dashboard: { label: 'signed in, home', chunks: ['home-page.'] } };

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
  // The signed-in start: the page script's own `import()`s (run at once when a session is stored) and the chunks
  // the app fetches before its first screen, each with its static imports; computed apart from the two sets above.
  const appStart = appStarts[page.replace(/^\/+|\/+$/g, '')];
  let start = null;
  if (appStart) {
    const files = new Set(initial);
    const visited = new Set();
    const queue = entries.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).dynamics.map((s) => resolve(s, file)),
    );
    while (queue.length > 0) {
      const file = queue.shift();
      if (visited.has(file)) continue;
      visited.add(file);
      files.add(file);
      const { statics, dynamics } = importsOf(readFileSync(file, 'utf8'));
      queue.push(...statics.map((s) => resolve(s, file)));
      for (const specifier of dynamics) {
        const chunk = resolve(specifier, file);
        if (appStart.chunks.some((prefix) => path.basename(chunk).startsWith(prefix))) queue.push(chunk);
      }
    }
    start = { label: appStart.label, files };
  }
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
    ...(start && {
      start: { label: start.label, files: start.files.size, ...total(start.files), inlineGzip },
      startLargest: [...start.files]
        .map((file) => ({ file: path.relative(siteDir, file), ...sizeOf(file) }))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 8),
    }),
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
  if (result.start) {
    const { start } = result;
    console.log(
      `  ${start.label} (before its first screen): ${kb(start.gzip + start.inlineGzip)} gzip, ` +
        `${kb(start.raw)} minified, ${start.files} file(s)`,
    );
    console.log('  its largest files (gzip):');
    for (const file of result.startLargest) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.file}`);
  }
}
