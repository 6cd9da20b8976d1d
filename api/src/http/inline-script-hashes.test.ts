import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once, and skips scripts with src', () => {
    const html =
      '<script type="module" src="/_astro/a.js"></script><script>one()</script>' +
      '<SCRIPT type="module">\n  two();\n</SCRIPT ><script>one()</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('one()'), hashOf('\n  two();\n'), hashOf('')]);
  });

  it('matches a known hash: the empty script is sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });

  it('ends a script at the first </script, and reads markup inside a script as text', () => {
    expect(inlineScriptHashes('<script>a("<script>b()")</script>')).toEqual([hashOf('a("<script>b()")')]);
  });

  it('hashes line ends as a browser sees them (CR LF and CR become LF)', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([hashOf('a()\nb()\nc()')]);
  });

  it('ignores other elements and unterminated scripts', () => {
    expect(inlineScriptHashes('<scripts>x</scripts><noscript>y</noscript><script>z()')).toEqual([]);
  });
});
