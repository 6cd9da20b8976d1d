import { chmod, mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePrivateDir } from './private-dir';

const modeOf = async (dir: string) => (await stat(dir)).mode & 0o777;

describe('makePrivateDir', () => {
  it('creates the folder and its missing parents as 0700', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'leadproof-private-'));
    await makePrivateDir(path.join(root, 'a', 'b'));
    expect(await modeOf(path.join(root, 'a'))).toBe(0o700);
    expect(await modeOf(path.join(root, 'a', 'b'))).toBe(0o700);
  });

  it('leaves an existing folder as it is', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'leadproof-private-'));
    await chmod(root, 0o750);
    await makePrivateDir(root);
    expect(await modeOf(root)).toBe(0o750);
  });
});
