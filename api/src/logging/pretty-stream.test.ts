import { describe, expect, it } from 'vitest';
import { prettyLine } from './pretty-stream';

describe('prettyLine', () => {
  it('shows the time, the level and the message up front, then the fields as key=value', () => {
    const json = JSON.stringify({
      level: 'info',
      time: '2026-11-25T19:04:05.678Z',
      pid: 42,
      hostname: 'laptop',
      requestId: 'abc-123',
      msg: 'request completed',
      route: '/api/orders/:id',
      reason: 'two words',
      status: 200,
    });
    expect(prettyLine(`${json}\n`, false)).toBe(
      '19:04:05.678 INFO  request completed  requestId=abc-123 route=/api/orders/:id reason="two words" status=200\n',
    );
  });

  it("puts an error's stack under the line, indented", () => {
    const json = JSON.stringify({
      level: 'error',
      time: '2026-11-25T19:04:05.678Z',
      msg: 'unhandled error',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)' },
    });
    expect(prettyLine(json, false)).toBe(
      '19:04:05.678 ERROR unhandled error\n    Error: boom\n        at f (x.ts:1:1)\n',
    );
  });

  it('passes a line that is not JSON through', () => {
    expect(prettyLine('plain text', false)).toBe('plain text\n');
  });
});
