/**
 * Inputs that once broke the property, saved by `pnpm fuzz:engine` under `crashers/` (the bytes,
 * and a JSON note of how the case ran). Each is replayed as it was found and in every input mode.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FuzzCase, InputMode } from './cases';

const dir = fileURLToPath(new URL('./crashers/', import.meta.url));
const MODES: readonly InputMode[] = ['bytes', 'path', 'stream'];

/** Every saved crasher, once per input mode (its own first). */
export function crasherCases(): FuzzCase[] {
  if (!existsSync(dir)) return [];
  const cases: FuzzCase[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.csv'))
    .sort()) {
    const bytes = new Uint8Array(readFileSync(`${dir}${file}`));
    const notePath = `${dir}${file.replace(/\.csv$/, '.json')}`;
    const note = existsSync(notePath)
      ? (JSON.parse(readFileSync(notePath, 'utf8')) as Partial<FuzzCase>)
      : {};
    const first = note.mode ?? 'bytes';
    for (const mode of [first, ...MODES.filter((m) => m !== first)]) {
      cases.push({
        id: `crashers/${file}`,
        recipe: note.recipe ?? [],
        bytes,
        mode,
        chunkSeed: note.chunkSeed ?? 1,
        options: note.options ?? {},
      });
    }
  }
  return cases;
}
