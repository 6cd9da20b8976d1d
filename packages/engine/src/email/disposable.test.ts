import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DisposableDomains } from './disposable';

describe('DisposableDomains', () => {
  it("holds exactly mailchecker's list, plus the caller's domains and their subdomains", () => {
    const packaged = (
      createRequire(import.meta.url)('mailchecker') as { blacklist(): Set<string> }
    ).blacklist();
    const domains = new DisposableDomains(['Burner.Example']);
    expect(packaged.size).toBeGreaterThan(50_000);
    for (const domain of packaged) expect(domains.has(domain), domain).toBe(true);
    expect(domains.has('mailinator.com')).toBe(true);
    expect(domains.has('inbox.mailinator.com')).toBe(true);
    expect(domains.has('burner.example')).toBe(true);
    expect(domains.has('acme.com')).toBe(false);
    expect(domains.has('gmail.com')).toBe(false);
  });
});
