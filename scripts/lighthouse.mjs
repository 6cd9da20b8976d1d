// `pnpm lighthouse`: audits the marketing pages as served by the built product. Builds when the build
// is missing, starts the server on a free port with a fresh data dir, runs Lighthouse (mobile settings,
// Debian's Chromium, nothing but localhost) on / and /pricing, prints the four category scores and each
// page's JavaScript before interaction (every script the browser fetched, lazy chunks too), and exits 1
// when a score misses its target.
//
//   pnpm lighthouse [path…]  pages to audit (default: / and /pricing)
//   LIGHTHOUSE_RUNS=3      runs per page; the run with the median performance score is reported
//   LEADPROOF_CHROMIUM_PATH=/usr/bin/chromium
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pnpmArgs } from './pnpm.mjs';
import { run, runOrThrow } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Pages to audit: the arguments (`pnpm lighthouse /pricing`), or both marketing pages.
const pages = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/pricing'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromium = process.env.LEADPROOF_CHROMIUM_PATH ?? '/usr/bin/chromium';
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update';

// The server serves LEADPROOF_SITE_DIR when set (a build kept apart from site/dist), else site/dist.
const siteDir = path.resolve(root, process.env.LEADPROOF_SITE_DIR ?? 'site/dist');
const needed = [path.join(root, 'api/dist/main.js'), path.join(siteDir, 'index.html')];
if (needed.some((file) => !existsSync(file))) {
  console.log('[lighthouse] no build found: building first (pnpm build)');
  await runOrThrow('npx', [...pnpmArgs, 'build'], { cwd: root });
}

/** A TCP port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

/** Runs Lighthouse once on `url`; resolves with the parsed JSON report. */
async function lighthouse(url, outputPath) {
  const bin = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const code = await run(
    process.execPath,
    [
      bin,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}`);
  return JSON.parse(await readFile(outputPath, 'utf8'));
}

const scoresOf = (report) =>
  Object.fromEntries(
    Object.keys(targets).map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );

/** The JavaScript a page loads before any interaction, gzip-compressed: its script files and inline scripts. */
async function javascriptBeforeInteraction(report, origin) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scriptUrls = requests.filter((item) => item.resourceType === 'Script').map((item) => item.url);
  let files = 0;
  for (const url of scriptUrls) files += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  const html = await (await fetch(new URL(new URL(report.finalDisplayedUrl).pathname, origin))).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
  const inlineBytes = gzipSync(Buffer.from(inline.join('\n'))).length;
  return { files: scriptUrls.length, fileBytes: files, inlineScripts: inline.length, inlineBytes };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-lighthouse-'));
const reportsDir = await mkdtemp(path.join(tmpdir(), 'leadproof-lighthouse-reports-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, ['api/dist/main.js', 'serve'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), LEADPROOF_DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  await waitUntilHealthy(`${origin}/api/health`, server);
  console.log(`[lighthouse] ${origin}, mobile settings, ${runs} run(s) per page; reports in ${reportsDir}`);
  for (const page of pages) {
    const reports = [];
    for (let index = 0; index < runs; index++) {
      // One file name per page, also for nested paths (`/docs/api/...` → `docs_api_...`).
      const name = `${page.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'landing'}-${index + 1}.json`;
      reports.push(await lighthouse(`${origin}${page}`, path.join(reportsDir, name)));
    }
    reports.sort((a, b) => scoresOf(a).performance - scoresOf(b).performance);
    const median = reports[Math.floor(reports.length / 2)];
    const scores = scoresOf(median);
    const all = reports.map((report) => scoresOf(report).performance).join(', ');
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${median.audits[id]?.displayValue ?? '?'}`)
      .join(' · ');
    console.log(`\n${page}`);
    for (const [id, score] of Object.entries(scores)) {
      const ok = score >= targets[id];
      failed ||= !ok;
      console.log(
        `  ${id.padEnd(15)} ${String(score).padStart(3)}  (target ≥ ${targets[id]})${ok ? '' : '  MISSED'}`,
      );
    }
    console.log(`  performance of each run: ${all}`);
    console.log(`  ${metrics}`);
    for (const [id, category] of Object.entries(median.categories)) {
      if (id === 'performance') continue;
      for (const ref of category.auditRefs) {
        const audit = median.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score < 1)
          console.log(`  ✗ ${id}: ${audit.title}`);
      }
    }
    // What the browser really fetched, lazy chunks included: the check on `pnpm bundle-size`, which only
    // follows the build's static imports.
    const js = await javascriptBeforeInteraction(median, origin);
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(
      `  JavaScript before interaction: ${kb(js.fileBytes + js.inlineBytes)} KB gzip ` +
        `(${js.files} file(s) ${kb(js.fileBytes)} KB + ${js.inlineScripts} inline script(s) ${kb(js.inlineBytes)} KB)`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.log('\n[lighthouse] a score is below its target');
  process.exitCode = 1;
}
