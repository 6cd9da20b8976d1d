import { useEffect, useRef } from 'react';
import { type MountDashboardOptions, mountDashboard } from './mount-dashboard';

/** React wrapper over `mountDashboard`: mounts on first render, unmounts on cleanup. */
export function Dashboard({
  basename,
  authBackend,
  apiClient,
  navigate,
  queryClient,
}: MountDashboardOptions) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const mounted = mountDashboard(ref.current, { basename, authBackend, apiClient, navigate, queryClient });
    return () => mounted.unmount();
  }, [basename, authBackend, apiClient, navigate, queryClient]);
  return <div ref={ref} />;
}
