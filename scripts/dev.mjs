// `pnpm dev`: the API with reload (tsx watch) on PORT (default 8787) and the site with hot reload
// (astro dev) on 4321, which proxies the API's paths. Open http://localhost:4321.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '8787';
const env = {
  ...process.env,
  PORT: apiPort,
  LEADPROOF_API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:4321',
  ASTRO_TELEMETRY_DISABLED: '1',
};

const children = [
  spawn('npx', ['tsx', 'watch', 'src/main.ts', 'serve'], { cwd: `${root}api`, env, stdio: 'inherit' }),
  spawn('npx', ['astro', 'dev'], { cwd: `${root}site`, env, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.once('exit', () => stop('SIGTERM'));
