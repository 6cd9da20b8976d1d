/**
 * SMTP replies (RFC 5321 §4.2): a three-digit code, optionally over several `250-` lines, and the enhanced status
 * code (RFC 3463) most servers put at the start of the text.
 */

/** One complete reply from a mail server. */
export interface SmtpReply {
  code: number;
  /** `5.1.1`, or "" when the server sent none. */
  enhanced: string;
  /** The text of every line, the enhanced code taken off, joined with spaces. */
  text: string;
  /** The text of each line (with the enhanced code still on), e.g. the EHLO keywords. */
  lines: string[];
}

const REPLY_LINE = /^(\d{3})([ -]|$)(.*)$/;
const ENHANCED = /^([245]\.\d{1,3}\.\d{1,3})(?:\s+|$)/;
// A reply longer than this is not a mail server talking; stop before it fills memory.
const MAX_LINES = 200;
const MAX_LINE_BYTES = 4096;

/** Thrown when the bytes a server sends are not SMTP replies. */
export class SmtpProtocolError extends Error {}

/** Builds a reply from its lines (`250-first`, …, `250 last`), all with the same code. */
export function parseReply(rawLines: readonly string[]): SmtpReply {
  let code = 0;
  const lines: string[] = [];
  for (const raw of rawLines) {
    const match = REPLY_LINE.exec(raw);
    if (!match) throw new SmtpProtocolError(`not an SMTP reply line: ${raw.slice(0, 60)}`);
    code = Number(match[1]);
    lines.push(match[3] ?? '');
  }
  const enhanced = ENHANCED.exec(lines[0] ?? '')?.[1] ?? '';
  const texts = lines.map((line) => {
    const own = ENHANCED.exec(line);
    return own ? line.slice(own[0].length) : line;
  });
  return { code, enhanced, text: texts.join(' ').replace(/\s+/g, ' ').trim(), lines };
}

/** The evidence string of a verdict: `550 5.1.1 User unknown`, its text at most 120 characters. */
export function describeReply(reply: SmtpReply): string {
  const text = reply.text.length > 120 ? reply.text.slice(0, 120).trimEnd() : reply.text;
  return [String(reply.code), reply.enhanced, text].filter((part) => part !== '').join(' ');
}

/**
 * Collects bytes from a server into replies. Feed it chunks; `take()` hands out complete replies in order.
 */
export class ReplyBuffer {
  private pending = '';
  private lines: string[] = [];
  private readonly ready: SmtpReply[] = [];

  /** Adds received bytes; throws {@link SmtpProtocolError} on garbage. */
  push(chunk: string): void {
    this.pending += chunk;
    let end = this.pending.indexOf('\n');
    while (end >= 0) {
      const line = this.pending.slice(0, end).replace(/\r$/, '');
      this.pending = this.pending.slice(end + 1);
      this.addLine(line);
      end = this.pending.indexOf('\n');
    }
    if (this.pending.length > MAX_LINE_BYTES) throw new SmtpProtocolError('reply line too long');
  }

  /** The oldest complete reply not yet taken. */
  take(): SmtpReply | undefined {
    return this.ready.shift();
  }

  /** Forgets everything received so far (after STARTTLS, nothing sent in clear may be trusted). */
  clear(): void {
    this.pending = '';
    this.lines = [];
    this.ready.length = 0;
  }

  private addLine(line: string): void {
    const match = REPLY_LINE.exec(line);
    if (!match) throw new SmtpProtocolError(`not an SMTP reply line: ${line.slice(0, 60)}`);
    this.lines.push(line);
    if (this.lines.length > MAX_LINES) throw new SmtpProtocolError('reply has too many lines');
    if (match[2] !== '-') {
      this.ready.push(parseReply(this.lines));
      this.lines = [];
    }
  }
}
