import { SidebarInset, SidebarProvider, SidebarTrigger } from '@leadproof/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import * as styles from './DashboardShell.css';
import { MAIN_CONTENT_ID } from './focusPageHeading';
import { MobileHeader } from './MobileHeader';
import { PageLoading } from './PageLoading';
import { ShellSidebar } from './ShellSidebar';
import { SkipLink } from './SkipLink';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/** The signed-in part of the shell: skip link, sidebar and the page, whose heading gets the focus on navigation. */
function ShellFrame() {
  useFocusOnNavigation(MAIN_CONTENT_ID);
  return (
    <SidebarProvider>
      <SkipLink />
      <ShellSidebar />
      {/* tabIndex -1: the skip link can focus it, Tab cannot. */}
      <SidebarInset className={styles.inset} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className={styles.topBar}>
          <SidebarTrigger />
          <MobileHeader />
        </div>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SidebarInset>
    </SidebarProvider>
  );
}

/**
 * The dashboard shell: signed-in users only (the auth code's guard shows 'Loading' and sends
 * others to /login), a "Skip to main content" link, a collapsible sidebar (Ctrl/Cmd+B, cookie, sheet below
 * 768 px) and the page; in-app navigation moves the focus to the new page's heading.
 */
export function DashboardShell() {
  return (
    <RequireAuth>
      <ShellFrame />
    </RequireAuth>
  );
}
