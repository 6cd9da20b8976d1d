/** Small lead lists for API tests, written to temporary files. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A CSV of `rows` contacts (header first), with valid-looking e-mails and US phones. */
export function leadsCsv(rows: number): string {
  const lines = ['first_name,last_name,email,phone,company'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Person${i},Tester,person${i}@example.com,+1 415 555 ${String(1000 + (i % 9000)).padStart(4, '0')},Acme ${i % 7}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Writes `content` to a new temporary file named `name`; returns its path. */
export async function tempFile(name: string, content: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-fixture-'));
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}
