import type { MailboxReason, MailboxStatus } from './mailbox-verdict';
import type { SmtpReply } from './smtp-reply';

/** What one RCPT reply says about the mailbox, before the domain's catch-all answer is applied. */
export interface ReplyClass {
  status: MailboxStatus;
  reason?: MailboxReason;
  retry: boolean;
}

// Refusals about the sender (our IP, our HELO, our reputation), not the mailbox. They are checked before the
// "550 means no such user" rule because many servers answer a blocklisted client with a bare 550.
const POLICY_TEXT =
  /\b(block(ed|list(ed)?)?|black ?list(ed)?|spamhaus|spamcop|barracuda|poor reputation|reputation|access denied|denied access|not authori[sz]ed|relay(ing)? (denied|not permitted)|rbl|dnsbl|policy|banned|rejected for policy)\b/i;
const NO_SUCH_USER =
  /\b(no such (user|mailbox|recipient)|user unknown|unknown (user|recipient|mailbox)|does not exist|doesn'?t exist|not found|invalid (recipient|mailbox|address)|mailbox unavailable|recipient rejected)\b/i;

/** True when a reply is a policy refusal aimed at the prober (5.7.x or blocklist wording). */
export function isPolicyRefusal(reply: SmtpReply): boolean {
  return reply.code >= 500 && (reply.enhanced.startsWith('5.7.') || POLICY_TEXT.test(reply.text));
}

/** Classifies a RCPT reply (RFC 5321 codes, RFC 3463 enhanced codes) into the verdicts table of issue 20. */
export function classifyRcptReply(reply: SmtpReply): ReplyClass {
  const { code, enhanced } = reply;
  if (code === 250 || code === 251) return { status: 'valid', retry: false };
  if (enhanced === '4.2.2') return { status: 'risky', reason: 'mailbox_full', retry: true };
  if (code >= 400 && code < 500) return { status: 'unknown', reason: 'greylisted', retry: true };
  if (code < 500) return { status: 'unknown', reason: 'smtp_unavailable', retry: true };
  if (isPolicyRefusal(reply)) return { status: 'unknown', reason: 'smtp_blocked', retry: false };
  if (enhanced === '5.2.2' || code === 552) return { status: 'risky', reason: 'mailbox_full', retry: false };
  if (enhanced === '5.2.1') return { status: 'invalid', reason: 'mailbox_disabled', retry: false };
  if (
    enhanced.startsWith('5.1.') ||
    code === 550 ||
    code === 551 ||
    (code === 553 && NO_SUCH_USER.test(reply.text))
  ) {
    return { status: 'invalid', reason: 'mailbox_not_found', retry: false };
  }
  if (NO_SUCH_USER.test(reply.text)) return { status: 'invalid', reason: 'mailbox_not_found', retry: false };
  // Any other permanent refusal (554 without a reason, a 5.3.x system problem) says nothing sure about the mailbox.
  return { status: 'unknown', reason: 'smtp_unavailable', retry: false };
}
