import { SidebarInset, SidebarProvider, SidebarTrigger } from '@leadproof/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireAuth } from '../auth/require-auth';
import * as styles from './dashboard-shell.css';
import { MAIN_CONTENT_ID } from './focus-page-heading';
import { MobileHeader } from './mobile-header';
import { PageLoading } from './page-loading';
import { ShellSidebar } from './shell-sidebar';
import { SkipLink } from './skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';

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
