/**
 * Bounce logs for the bounce guarantee's tests, and their upload the way a client does it: create the report, put
 * the file to its signed ticket, confirm, and wait for the job.
 */
import type { BounceReport, BounceReportCreateResponse } from '@leadproof/contract/bounce-reports';
import { expect } from 'vitest';
import { authedFetch, type ServerAddress, type TestUser } from './test-users';

/** A SendGrid bounce export of `rows` ([address, status, reason]). */
export function sendgridLog(rows: Array<[string, string, string]>): string {
  return [
    'created,email,reason,status',
    ...rows.map(([email, status, reason]) => `1761990000,${email},"${reason}",${status}`),
  ].join('\n');
}
export const hard = (email: string): [string, string, string] => [email, '5.1.1', '550 5.1.1 user unknown'];
export const soft = (email: string): [string, string, string] => [email, '4.2.2', '452 4.2.2 mailbox full'];

/** `pathname` of the API as `user`, with a JSON body: the status and the parsed answer. */
export async function apiJson<T>(
  server: ServerAddress,
  user: TestUser,
  pathname: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await authedFetch(server, user, pathname, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Uploads `content` as a bounce report of `user` and confirms it (its job is queued); returns the report's id. */
export async function startBounceReport(
  server: ServerAddress,
  user: TestUser,
  content: string,
  fileName = 'bounces.csv',
): Promise<string> {
  const api = <T>(pathname: string, init?: RequestInit) => apiJson<T>(server, user, pathname, init);
  const created = await api<BounceReportCreateResponse>('/api/bounce-reports', {
    method: 'POST',
    body: JSON.stringify({ fileName }),
  });
  expect(created.status).toBe(201);
  const { report: pending, upload } = created.body;
  expect(pending.status).toBe('pending');
  const put = await fetch(
    `${server.url}/storage/v1/object/upload/sign/${upload.bucket}/${upload.path}?token=${encodeURIComponent(upload.token)}`,
    { method: 'PUT', headers: { 'content-type': 'text/csv', 'x-upsert': 'true' }, body: content },
  );
  expect(put.ok).toBe(true);
  const confirmed = await api<BounceReport>(`/api/bounce-reports/${pending.id}/upload-complete`, {
    method: 'POST',
    body: JSON.stringify({ path: upload.path }),
  });
  expect(confirmed.status).toBe(200);
  return pending.id;
}

/** Polls the report of `user` until its job has settled it (`timeoutMs`, 60 s by default). */
export async function settledBounceReport(
  server: ServerAddress,
  user: TestUser,
  id: string,
  timeoutMs = 60_000,
): Promise<BounceReport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await apiJson<BounceReport>(server, user, `/api/bounce-reports/${id}`);
    if (!['pending', 'processing'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads `content` as a bounce report of `user`, and waits for its job to settle it. */
export async function uploadBounceReport(
  server: ServerAddress,
  user: TestUser,
  content: string,
  fileName = 'bounces.csv',
): Promise<BounceReport> {
  return settledBounceReport(server, user, await startBounceReport(server, user, content, fileName));
}
