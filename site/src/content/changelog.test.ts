/**
 * The customers' changelog (`content/changelog/*.md`): each entry is dated in its name and front matter, leads with
 * what the customer gets, and speaks the customer's language: no environment variables, migrations or endpoints,
 * which belong in the operators' CHANGELOG.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('./changelog/', import.meta.url);
const entries = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(new URL(name, dir), 'utf8') }));

describe('the customers’ changelog', () => {
  it('has entries', () => {
    expect(entries.length).toBeGreaterThan(3);
  });

  it.each(entries)('$name is dated, in its file name and its front matter alike', ({ name, text }) => {
    const date = /^---\ndate: (\d{4}-\d{2}-\d{2})\ntitle: .+\n---\n/.exec(text)?.[1];
    expect(date, 'front matter: date, then title').toBeDefined();
    expect(name.startsWith(`${date}-`)).toBe(true);
  });

  it.each(entries)('$name names no environment variable, migration, table or API path', ({ text }) => {
    const body = text.replace(/^---[\s\S]*?---\n/, '');
    expect(body).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
    expect(body).not.toMatch(/migration|\/api\/|\.env|\bSQL\b|`/i);
  });

  it.each(entries)('$name starts every item with what the customer gets, in bold', ({ text }) => {
    const items = text.split('\n').filter((line) => line.startsWith('- '));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatch(/^- \*\*[^*]+\*\*/);
  });
});
