import { createRoot } from 'react-dom/client';
import { DashboardApp, type DashboardProps } from './dashboard';

/** Options of `mountDashboard`: see each field of `DashboardProps`. */
export type MountDashboardOptions = DashboardProps;

/** What `mountDashboard` returns. */
export type MountedDashboard = {
  /** Removes everything the mount added: the React tree, its listeners and its query cache. */
  unmount(): void;
};

/**
 * Mounts the dashboard into `element`, replacing its content; framework-agnostic.
 * @example const { unmount } = mountDashboard(document.getElementById('root')!, { basename: '/dashboard' });
 */
export function mountDashboard(element: HTMLElement, options: MountDashboardOptions = {}): MountedDashboard {
  element.replaceChildren();
  // React attaches its event listeners to the root container and never removes them; rendering into a
  // child we own lets unmount take those listeners away with the child.
  const container = document.createElement('div');
  container.dataset.leadproofDashboard = '';
  element.append(container);
  const root = createRoot(container);
  root.render(<DashboardApp {...options} />);
  return {
    unmount: () => {
      root.unmount();
      container.remove();
      element.replaceChildren();
    },
  };
}
