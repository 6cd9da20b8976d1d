/** An order's deadline: 48 hours after it was created. */
export const ORDER_DEADLINE_MS = 48 * 60 * 60 * 1000;
/** How often the countdown re-renders: every 60 seconds. */
export const COUNTDOWN_REFRESH_MS = 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** What the countdown shows: time left before the deadline, or that it has passed. */
export type CountdownState =
  | { overdue: false; time: string; text: string }
  | { overdue: true; text: 'Overdue'; detail: 'Support will reach out' };

/**
 * Formats the time left: 'Nd Nh' when more than 24 hours remain, otherwise 'Nh Nm',
 * followed by 'remaining'; at or past the deadline, 'Overdue' with 'Support will reach out'.
 * @example formatCountdown(25 * 3_600_000).text // '1d 1h remaining'
 */
export function formatCountdown(remainingMs: number): CountdownState {
  if (!(remainingMs > 0)) return { overdue: true, text: 'Overdue', detail: 'Support will reach out' };
  const totalHours = Math.floor(remainingMs / HOUR_MS);
  const time =
    remainingMs > 24 * HOUR_MS
      ? `${Math.floor(totalHours / 24)}d ${totalHours % 24}h`
      : `${totalHours}h ${Math.floor((remainingMs % HOUR_MS) / MINUTE_MS)}m`;
  return { overdue: false, time, text: `${time} remaining` };
}

/** The deadline of an order created at `createdAt` (ISO string, Date or epoch ms). */
export function orderDeadline(createdAt: string | number | Date): number {
  return new Date(createdAt).getTime() + ORDER_DEADLINE_MS;
}
