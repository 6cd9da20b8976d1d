import { Slot } from '@radix-ui/react-slot';
import { PanelLeft } from 'lucide-react';
import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  createContext,
  forwardRef,
  type HTMLAttributes,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { Button, type ButtonProps } from '../button/button';
import { cx } from '../theme/cx';
import { SIDEBAR_KEYBOARD_SHORTCUT } from './constants';
import * as styles from './sidebar.css';
import { readSidebarCookie, sidebarCookie, writeCookie } from './sidebar-cookie';
import { useIsMobile } from './use-is-mobile';
import { MenuTooltipsProvider, useMenuTooltip } from './use-menu-tooltip';
import { whenIdle } from './when-idle';

/** What `useSidebar()` returns. */
export interface SidebarContextValue {
  /** "expanded" or "collapsed" (desktop). */
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the slide-in sheet is open (below 768 px). */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Collapses or expands on desktop; opens or closes the sheet on mobile. */
  toggleSidebar: () => void;
  /** The desktop sidebar element's id, for `aria-controls`. */
  sidebarId: string;
}

// Radix Dialog, its focus trap and its scroll lock are the phone's sheet only: their own chunk, fetched on a phone
// once the page is idle (so the menu opens at once) or at the first open, never on a desktop (issue 38).
const loadSheet = () => import('./sidebar-sheet');
const SidebarSheet = lazy(() => loadSheet().then((module) => ({ default: module.SidebarSheet })));

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The sidebar's state and actions; throws outside a `SidebarProvider`. */
export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider');
  return context;
}

/** Props of `SidebarProvider`. */
export interface SidebarProviderProps {
  /** Initial desktop state; without it, the `sidebar_state` cookie decides, else expanded. */
  defaultOpen?: boolean;
  /** Controlled desktop state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

function initialOpen(defaultOpen: boolean | undefined): boolean {
  if (defaultOpen !== undefined) return defaultOpen;
  if (typeof document === 'undefined') return true;
  return readSidebarCookie(document.cookie) ?? true;
}

/**
 * Holds the sidebar state for the dashboard shell: expanded (16rem) or icon-only (3rem), toggled by
 * `SidebarTrigger` or Ctrl/Cmd+B, remembered in a cookie for 7 days; a sheet below 768 px.
 */
export function SidebarProvider({
  defaultOpen,
  open: openProp,
  onOpenChange,
  children,
  className,
  style,
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [ownOpen, setOwnOpen] = useState(() => initialOpen(defaultOpen));
  const open = openProp ?? ownOpen;
  const sidebarId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (onOpenChange) onOpenChange(next);
      if (openProp === undefined) setOwnOpen(next);
      writeCookie(sidebarCookie(next));
    },
    [onOpenChange, openProp],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        // Browsers bind Ctrl/Cmd+B to bookmarks; the shell takes it over.
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      sidebarId,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, sidebarId],
  );

  return (
    <SidebarContext.Provider value={value}>
      <MenuTooltipsProvider collapsed={!open && !isMobile}>
        <div className={cx(styles.wrapper, className)} style={style}>
          {children}
        </div>
      </MenuTooltipsProvider>
    </SidebarContext.Provider>
  );
}

/** Props of `Sidebar`. */
export interface SidebarProps {
  /** Landmark name of the sidebar (and the sheet's title on mobile). */
  label?: string;
  children?: ReactNode;
  className?: string;
  /**
   * The mobile sheet is closing and is about to give the focus back to its trigger; `preventDefault()` keeps it
   * where the page put it (a new page's heading after a link in the sheet was followed).
   */
  onSheetCloseAutoFocus?: (event: Event) => void;
}

/** The sidebar column on desktop (a complementary landmark), a left slide-in sheet below 768 px. */
export function Sidebar({ label = 'Sidebar', children, className, onSheetCloseAutoFocus }: SidebarProps) {
  const { isMobile, openMobile, setOpenMobile, state, sidebarId } = useSidebar();
  const [sheetShown, setSheetShown] = useState(false);
  useEffect(() => (isMobile ? whenIdle(() => void loadSheet()) : undefined), [isMobile]);
  if (isMobile) {
    // Mounted from its first opening on, so that it animates out and gives the focus back when it closes.
    if (!sheetShown && openMobile) setSheetShown(true);
    if (!sheetShown && !openMobile) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet
          open={openMobile}
          onOpenChange={setOpenMobile}
          label={label}
          className={className}
          onCloseAutoFocus={onSheetCloseAutoFocus}
        >
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }
  return (
    <aside
      id={sidebarId}
      aria-label={label}
      data-state={state}
      className={cx(styles.sidebar, styles.desktop, className)}
    >
      {children}
    </aside>
  );
}

/** Props of `SidebarTrigger`. */
export type SidebarTriggerProps = Omit<ButtonProps, 'asChild'>;

/** The button that collapses/expands the sidebar (or opens the sheet on mobile). */
export const SidebarTrigger = forwardRef<HTMLButtonElement, SidebarTriggerProps>(function SidebarTrigger(
  { onClick, variant = 'ghost', size = 'icon', 'aria-label': ariaLabel = 'Toggle sidebar', ...props },
  ref,
) {
  const { toggleSidebar, open, openMobile, isMobile, sidebarId } = useSidebar();
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      aria-label={ariaLabel}
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : sidebarId}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft size={16} aria-hidden />
    </Button>
  );
});
SidebarTrigger.displayName = 'SidebarTrigger';

type DivProps = Pick<HTMLAttributes<HTMLDivElement>, 'id' | 'className' | 'style' | 'children'>;

/** Top of the sidebar (logo, product name). */
export function SidebarHeader({ className, ...props }: DivProps) {
  return <div className={cx(styles.header, className)} {...props} />;
}

/** The scrolling middle of the sidebar. */
export function SidebarContent({ className, ...props }: DivProps) {
  return <div className={cx(styles.content, className)} {...props} />;
}

/** Bottom of the sidebar (the user's e-mail, Sign Out). */
export function SidebarFooter({ className, ...props }: DivProps) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

/** Props of `SidebarGroup`. */
export interface SidebarGroupProps {
  /** The group's heading, e.g. "Dashboard"; names the group for screen readers. */
  label: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A labelled group of menu items. */
export function SidebarGroup({ label, children, className }: SidebarGroupProps) {
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; this groups navigation links.
    <div role="group" aria-labelledby={labelId} className={cx(styles.group, className)}>
      <div id={labelId} className={styles.groupLabel}>
        {label}
      </div>
      {children}
    </div>
  );
}

/** The list of menu items. */
export function SidebarMenu({ className, children }: { className?: string; children?: ReactNode }) {
  return <ul className={cx(styles.menu, className)}>{children}</ul>;
}

/** One menu item. */
export function SidebarMenuItem({ className, children }: { className?: string; children?: ReactNode }) {
  return <li className={cx(styles.menuItem, className)}>{children}</li>;
}

/** Props of `SidebarMenuButton`. */
export interface SidebarMenuButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Renders the single child (a router link) with the menu-button look. */
  asChild?: boolean;
  /** Marks the current page: highlighted, and `aria-current="page"`. */
  isActive?: boolean;
  /** Shown as a tooltip while the sidebar is collapsed to icons (its code loads then: `useMenuTooltip`). */
  tooltip?: string;
}

/** A menu entry: an icon then a `<span>` label; in icon mode only the icon shows and `tooltip` names it. */
export const SidebarMenuButton = forwardRef<HTMLButtonElement, SidebarMenuButtonProps>(
  function SidebarMenuButton({ asChild = false, isActive = false, tooltip, className, type, ...props }, ref) {
    const { state, isMobile } = useSidebar();
    const menuTooltip = useMenuTooltip(tooltip, state === 'collapsed' && !isMobile, ref, props);
    const Component = asChild ? Slot : 'button';
    // The tooltip renders beside the button, never around it: when its code arrives, the button stays mounted.
    return (
      <>
        <Component
          ref={menuTooltip.ref}
          type={asChild ? undefined : (type ?? 'button')}
          data-active={isActive}
          aria-current={isActive ? 'page' : undefined}
          className={cx(styles.menuButton, className)}
          {...props}
          {...menuTooltip.triggerProps}
        />
        {menuTooltip.tooltip}
      </>
    );
  },
);
SidebarMenuButton.displayName = 'SidebarMenuButton';

/** Text in the header or footer (product name, the user's e-mail); hidden in icon mode. */
export function SidebarText({ className, children }: { className?: string; children?: ReactNode }) {
  return <span className={cx(styles.text, className)}>{children}</span>;
}

/** Props of `SidebarInset`: a `tabIndex` of -1 lets a skip link focus the page. */
export type SidebarInsetProps = DivProps & Pick<HTMLAttributes<HTMLElement>, 'tabIndex'>;

/** The page area beside the sidebar: the `<main>` landmark. */
export function SidebarInset({ className, ...props }: SidebarInsetProps) {
  return <main className={cx(styles.inset, className)} {...props} />;
}
