// `pnpm build` and the test command's build pass: every package but Storybook's catalogue, in two lanes. The site
// (Astro: the longest build by far) starts at once in one lane; the other packages build one after another, in
// dependency order, in the second. No build reads another's output (each package's exports are its sources), so the
// order pnpm would keep (the site last, after the SDK's type declarations and the API server) only left a core idle:
// docs/benchmarks.md, "Site build CPU".
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './pnpm.mjs';
import { run } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The two lanes, as `npx` argument lists. */
export const buildLanes = [
  [...pnpmArgs, '--filter=@leadproof/site', 'run', 'build'],
  [
    ...pnpmArgs,
    '-r',
    '--workspace-concurrency=1',
    '--filter=!@leadproof/storybook',
    '--filter=!@leadproof/site',
    'run',
    'build',
  ],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const codes = await Promise.all(buildLanes.map((args) => run('npx', args, { cwd: root })));
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
}
