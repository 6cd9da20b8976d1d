/**
 * @leadproof/dashboard: the customer dashboard, embeddable in any page.
 * @module
 */

/** React component that mounts the dashboard in place. */
export { Dashboard } from './dashboard-embed';
/** Mounts the dashboard into a DOM element; returns `{ unmount }`. */
export { type MountDashboardOptions, type MountedDashboard, mountDashboard } from './mount-dashboard';
