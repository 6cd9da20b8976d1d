import { useEffect, useRef } from 'react';
import { type MountDashboardOptions, mountDashboard } from './mountDashboard';

/** React wrapper over `mountDashboard`: mounts on first render, unmounts on cleanup. */
export function Dashboard({ basename }: MountDashboardOptions) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const mounted = mountDashboard(ref.current, basename === undefined ? {} : { basename });
    return () => mounted.unmount();
  }, [basename]);
  return <div ref={ref} />;
}
