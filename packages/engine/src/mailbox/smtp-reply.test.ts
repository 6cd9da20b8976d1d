import { describe, expect, it } from 'vitest';
import { describeReply, ReplyBuffer, SmtpProtocolError } from './smtp-reply';

describe('ReplyBuffer', () => {
  it('joins a multi-line reply split across chunks and takes its enhanced code off every line', () => {
    const buffer = new ReplyBuffer();
    buffer.push('550-5.1.1 The account does not\r\n550-5.1.1 exist. Please');
    expect(buffer.take()).toBeUndefined();
    buffer.push(' check\r\n550 5.1.1 for typos.\r\n250 OK\r\n');
    const reply = buffer.take()!;
    expect(reply).toMatchObject({
      code: 550,
      enhanced: '5.1.1',
      text: 'The account does not exist. Please check for typos.',
    });
    expect(buffer.take()).toMatchObject({ code: 250, enhanced: '', text: 'OK' });
  });

  it('keeps EHLO keywords as lines and accepts a bare code', () => {
    const buffer = new ReplyBuffer();
    buffer.push('250-mx.example.com\r\n250-STARTTLS\r\n250 SIZE 1000\r\n354\r\n');
    expect(buffer.take()!.lines).toEqual(['mx.example.com', 'STARTTLS', 'SIZE 1000']);
    expect(buffer.take()).toMatchObject({ code: 354, text: '' });
  });

  it('rejects lines that are not replies', () => {
    expect(() => new ReplyBuffer().push('HTTP/1.1 400 Bad Request\r\n')).toThrow(SmtpProtocolError);
  });
});

describe('describeReply', () => {
  it('is code, enhanced code and at most 120 characters of text', () => {
    const text = 'x'.repeat(200);
    const described = describeReply({ code: 550, enhanced: '5.1.1', text, lines: [] });
    expect(described).toBe(`550 5.1.1 ${'x'.repeat(120)}`);
    expect(describeReply({ code: 421, enhanced: '', text: 'Try later', lines: [] })).toBe('421 Try later');
  });
});
