import { SignOutButton } from '@leadproof/auth/SignOutButton';
import { useAuth } from '@leadproof/auth/use-auth';
import {
  Logo,
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarText,
  useSidebar,
} from '@leadproof/ui';
import {
  CircleUser,
  CreditCard,
  Home,
  KeyRound,
  List,
  LockKeyhole,
  type LucideIcon,
  MailX,
  Webhook,
} from 'lucide-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { OnceOpened } from '../lib/once-opened';
import * as styles from './dashboard-shell.css';

const ChangePasswordDialog = lazy(() =>
  import('../auth/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Whether the item is the current page for a router pathname (inside the /dashboard basename). */
  isActive: (pathname: string) => boolean;
}

/** The sidebar group 'Dashboard' (Home, Orders, Billing & Credits), and the Bounces page (issue 37). */
export const navItems: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: Home, isActive: (p) => p === '/' },
  { label: 'Orders', to: '/orders', icon: List, isActive: (p) => p.startsWith('/orders') },
  // The bounce guarantee (issue 37): beside the orders whose verdicts it checks.
  { label: 'Bounces', to: '/bounces', icon: MailX, isActive: (p) => p.startsWith('/bounces') },
  {
    label: 'Billing & Credits',
    to: '/billing',
    icon: CreditCard,
    isActive: (p) => p.startsWith('/billing'),
  },
];

/**
 * The dashboard's sidebar: navigation, then API Keys, Webhooks, Account, Change password, the user's e-mail
 * and Sign Out in the footer.
 */
export function ShellSidebar() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const [changingPassword, setChangingPassword] = useState(false);
  const { isMobile, openMobile, setOpenMobile, state } = useSidebar();
  // On phones the sidebar is a sheet: choosing a page closes it.
  const closeSheet = () => {
    if (isMobile) setOpenMobile(false);
  };
  // The page the sheet was opened on: when another one is shown as it closes, the focus belongs to that page's
  // heading (useFocusOnNavigation), not to the menu button the sheet would give it back to.
  const openedOn = useRef<string | null>(null);
  const shownPath = useRef(pathname);
  shownPath.current = pathname;
  useEffect(() => {
    openedOn.current = openMobile ? shownPath.current : openedOn.current;
  }, [openMobile]);
  const keepPageFocus = (event: Event) => {
    if (openedOn.current !== null && openedOn.current !== shownPath.current) event.preventDefault();
    openedOn.current = null;
  };
  return (
    <Sidebar label="Dashboard navigation" onSheetCloseAutoFocus={keepPageFocus}>
      <SidebarHeader>
        {/* The site's logo, leading to the site as its header's does; the mark alone when collapsed to icons. */}
        <a href="/" className={styles.brand}>
          <Logo size={24} showName={isMobile || state !== 'collapsed'} />
        </a>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup label="Dashboard">
          <SidebarMenu>
            {navItems.map(({ label, to, icon: Icon, isActive }) => (
              <SidebarMenuItem key={to}>
                <SidebarMenuButton asChild isActive={isActive(pathname)} tooltip={label}>
                  <Link to={to} onClick={closeSheet}>
                    <Icon aria-hidden />
                    <span>{label}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            ))}
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild isActive={pathname.startsWith('/api-keys')} tooltip="API Keys">
              <Link to="/api-keys" onClick={closeSheet}>
                <KeyRound aria-hidden />
                <span>API Keys</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton asChild isActive={pathname.startsWith('/webhooks')} tooltip="Webhooks">
              <Link to="/webhooks" onClick={closeSheet}>
                <Webhook aria-hidden />
                <span>Webhooks</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton asChild isActive={pathname.startsWith('/account')} tooltip="Account">
              <Link to="/account" onClick={closeSheet}>
                <CircleUser aria-hidden />
                <span>Account</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip="Change password" onClick={() => setChangingPassword(true)}>
              <LockKeyhole aria-hidden />
              <span>Change password</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
        <OnceOpened open={changingPassword}>
          <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
        </OnceOpened>
        <SidebarText>
          <span className={styles.email} data-testid="sidebar-email">
            {user?.email}
          </span>
        </SidebarText>
        <SidebarText>
          <SignOutButton variant="outline" size="sm" className={styles.signOut} />
        </SidebarText>
      </SidebarFooter>
    </Sidebar>
  );
}
