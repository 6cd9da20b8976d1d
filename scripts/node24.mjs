// The Node.js 24 (current LTS) binary the test command's second pass runs on: the npm package
// `node-<platform>-<arch>@24` ships it inside, so npm alone fetches it (into a cache outside the
// workspace, updated to the newest 24.x on each run; a second run costs a second). LEADPROOF_NODE24_PATH
// uses a binary already on the machine instead.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

/** The major version of the second pass. */
export const NODE24_MAJOR = 24;

function execFileText(command, args) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolve(stdout.trim());
    });
  });
}

/**
 * Resolves with the path of a Node 24 binary and its version, fetching `node-<platform>-<arch>@24` with
 * `npm install` when LEADPROOF_NODE24_PATH is not set. Throws an error saying what failed and how to skip.
 */
export async function node24Binary(env = process.env) {
  const skip = 'set LEADPROOF_TEST_NODE24=off to skip the Node 24 pass';
  if (env.LEADPROOF_NODE24_PATH) {
    const binary = env.LEADPROOF_NODE24_PATH;
    const version = await execFileText(binary, ['--version']).catch((error) => {
      throw new Error(`LEADPROOF_NODE24_PATH=${binary} does not run (${error.message}); ${skip}`);
    });
    return { binary, version };
  }
  const cacheDir = env.LEADPROOF_NODE24_CACHE ?? path.join(homedir(), '.cache', 'leadproof', 'node24');
  const name = `node-${process.platform}-${process.arch}`;
  await mkdir(cacheDir, { recursive: true });
  try {
    await execFileText('npm', [
      'install',
      '--prefix',
      cacheDir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${name}@${NODE24_MAJOR}`,
    ]);
  } catch (error) {
    // npm's first lines say what failed (code, the request and its reason); the rest is a stack and a log path.
    const lines = String(error.stderr || error.message)
      .trim()
      .split('\n');
    const detail = lines
      .filter((line) => !/^npm error\s+at /.test(line))
      .slice(0, 4)
      .join('\n  ');
    throw new Error(
      `could not fetch Node ${NODE24_MAJOR} (npm install ${name}@${NODE24_MAJOR} into ${cacheDir}):\n  ${detail}\n` +
        `The npm registry must be reachable; or ${skip}, or point LEADPROOF_NODE24_PATH at a Node 24 binary.`,
    );
  }
  const binary = path.join(cacheDir, 'node_modules', name, 'bin', 'node');
  if (!existsSync(binary))
    throw new Error(`npm installed ${name}@${NODE24_MAJOR} but ${binary} is missing; ${skip}`);
  const version = await execFileText(binary, ['--version']);
  if (!version.startsWith(`v${NODE24_MAJOR}.`)) {
    throw new Error(`${binary} is ${version}, not Node ${NODE24_MAJOR}; ${skip}`);
  }
  return { binary, version };
}
