import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * mailchecker's ~56k throwaway domains (the package is republished as its list changes; bump it to
 * update). It ships them as one array literal in a script: compiling that script costs every thread
 * that checks e-mails ~20 MB, reading the same literal as JSON ~6 MB. Should the package's layout
 * change, it is loaded the usual way.
 */
function loadBuiltIn(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const script = require.resolve('mailchecker');
  try {
    const source = readFileSync(script, 'utf8');
    const start = source.indexOf('new Set([');
    const end = source.indexOf(']);', start);
    if (start >= 0 && end > start) {
      const list: unknown = JSON.parse(source.slice(start + 'new Set('.length, end + 1));
      if (Array.isArray(list) && list.length > 1000 && list.every((domain) => typeof domain === 'string'))
        return new Set(list as string[]);
    }
  } catch {
    // Not the expected literal: the package's own loader below.
  }
  return (require(script) as { blacklist(): ReadonlySet<string> }).blacklist();
}

let builtIn: ReadonlySet<string> | undefined;

/** Throwaway-mailbox domains: mailchecker's list plus any the caller adds. */
export class DisposableDomains {
  private readonly builtIn: ReadonlySet<string>;
  private readonly extra: ReadonlySet<string>;

  constructor(extraDomains: Iterable<string> = []) {
    builtIn ??= loadBuiltIn();
    this.builtIn = builtIn;
    this.extra = new Set([...extraDomains].map((domain) => domain.toLowerCase()));
  }

  /** True for a listed domain or any subdomain of one (`x.mailinator.com`). */
  has(asciiDomain: string): boolean {
    let domain = asciiDomain;
    for (;;) {
      if (this.builtIn.has(domain) || this.extra.has(domain)) return true;
      const dot = domain.indexOf('.');
      if (dot < 0) return false;
      domain = domain.slice(dot + 1);
    }
  }
}
