import { SidebarInset, SidebarProvider, SidebarTrigger } from '@leadproof/ui';
import { Outlet } from 'react-router-dom';
import { RequireAuth } from '../auth';
import * as styles from './DashboardShell.css';
import { MobileHeader } from './MobileHeader';
import { ShellSidebar } from './ShellSidebar';

/**
 * The dashboard shell (SPEC §2): signed-in users only (the auth code's guard shows 'Loading' and sends
 * others to /login), a collapsible sidebar (Ctrl/Cmd+B, cookie, sheet below 768 px) and the page.
 */
export function DashboardShell() {
  return (
    <RequireAuth>
      <SidebarProvider>
        <ShellSidebar />
        <SidebarInset className={styles.inset}>
          <div className={styles.topBar}>
            <SidebarTrigger />
            <MobileHeader />
          </div>
          <Outlet />
        </SidebarInset>
      </SidebarProvider>
    </RequireAuth>
  );
}
