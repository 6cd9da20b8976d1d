/**
 * The fields of the unit of work being done (a request, a job) that every log line written during it carries: its
 * id, the user's id, the order's id. Kept in an AsyncLocalStorage, so code deep in a call logs them without being
 * handed them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Ids that identify a unit of work; never names, e-mails, tokens or file contents. */
export type LogContext = Record<string, string | number | undefined>;

const storage = new AsyncLocalStorage<LogContext>();

/**
 * Runs `work` in a log context of its own holding `fields`. A fresh context, not one nested in the caller's: a job
 * or request never inherits the ids of whatever happened to start it.
 */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return storage.run({ ...fields }, work);
}

/** Adds `fields` to the current log context (e.g. the user, once authenticated); a no-op outside one. */
export function addToLogContext(fields: LogContext): void {
  const context = storage.getStore();
  if (context) Object.assign(context, fields);
}

/** A copy of the current log context's fields (empty outside one): the logger merges it into each line. */
export function logContextFields(): LogContext {
  const context = storage.getStore();
  return context ? { ...context } : {};
}
