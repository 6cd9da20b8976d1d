import { describe, expect, it } from 'vitest';
import { buildProgram } from './cli';

describe('leadproof program', () => {
  it('defaults the API URL to the local embedded server', () => {
    const program = buildProgram().exitOverride();
    program.parse(['node', 'leadproof'], { from: 'node' });
    expect(program.opts().apiUrl).toBe('http://localhost:8787');
  });

  it('rejects an unknown option as a usage error', () => {
    const program = buildProgram()
      .exitOverride()
      .configureOutput({ writeErr: () => {} });
    expect(() => program.parse(['node', 'leadproof', '--bogus'], { from: 'node' })).toThrow(/unknown option/);
  });
});
