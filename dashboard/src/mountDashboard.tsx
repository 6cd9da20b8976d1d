import { createRoot } from 'react-dom/client';
import { DashboardApp, type DashboardProps } from './Dashboard';

export type MountDashboardOptions = DashboardProps;

export type MountedDashboard = {
  /** Removes everything the mount added: the React tree, its listeners and its query cache. */
  unmount(): void;
};

/** Mounts the dashboard into `element`, replacing its content; framework-agnostic. */
export function mountDashboard(element: HTMLElement, options: MountDashboardOptions = {}): MountedDashboard {
  element.replaceChildren();
  const root = createRoot(element);
  root.render(<DashboardApp {...options} />);
  return {
    unmount: () => {
      root.unmount();
      element.replaceChildren();
    },
  };
}
