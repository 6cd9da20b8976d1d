// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
} from './constants';
import { Sidebar, SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar';
import { readSidebarCookie, sidebarCookie, writeCookie } from './sidebar-cookie';

function clearCookie() {
  writeCookie(`${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`);
}

function Shell({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <Sidebar label="Dashboard navigation">Home</Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>
  );
}

function Orphan() {
  useSidebar();
  return null;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Dashboard navigation' });

beforeEach(clearCookie);
afterEach(() => {
  cleanup();
  clearCookie();
  vi.restoreAllMocks();
});

describe('sidebar constants', () => {
  it('is 16rem wide expanded and 3rem collapsed, and a sheet below 768 px', () => {
    expect(SIDEBAR_WIDTH).toBe('16rem');
    expect(SIDEBAR_WIDTH_ICON).toBe('3rem');
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });

  it('keeps its state in a cookie for 7 days (604,800 s)', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(7 * 24 * 60 * 60);
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604_800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('reads the cookie back', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('other=1')).toBeUndefined();
  });
});

describe('SidebarProvider', () => {
  it('toggles with Ctrl+B and with Cmd+B', () => {
    expect(SIDEBAR_KEYBOARD_SHORTCUT).toBe('b');
    render(<Shell defaultOpen />);
    expect(sidebar().getAttribute('data-state')).toBe('expanded');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar().getAttribute('data-state')).toBe('collapsed');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar().getAttribute('data-state')).toBe('expanded');
    fireEvent.keyDown(window, { key: 'B', ctrlKey: true });
    expect(sidebar().getAttribute('data-state')).toBe('collapsed');
  });

  it('ignores B without Ctrl or Cmd, and other Ctrl shortcuts', () => {
    render(<Shell defaultOpen />);
    fireEvent.keyDown(window, { key: 'b' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(sidebar().getAttribute('data-state')).toBe('expanded');
  });

  it('prevents the browser’s own Ctrl/Cmd+B', () => {
    render(<Shell defaultOpen />);
    const event = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('writes the open state to the sidebar_state cookie with a 7-day max-age', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    render(<Shell defaultOpen />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(set).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(set).toHaveBeenLastCalledWith('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });

  it('starts from the cookie when no defaultOpen is given', () => {
    writeCookie('sidebar_state=false; path=/');
    render(<Shell />);
    expect(sidebar().getAttribute('data-state')).toBe('collapsed');
  });

  it('becomes a sheet below 768 px', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Shell defaultOpen />);
    expect(screen.queryByRole('complementary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(await screen.findByRole('dialog', { name: 'Dashboard navigation' })).toBeTruthy();
  });

  it('useSidebar throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useSidebar must be used within a SidebarProvider');
  });
});
