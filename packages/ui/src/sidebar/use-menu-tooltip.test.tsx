// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Home, List } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../tooltip/tooltip-timing';
import { SIDEBAR_COOKIE_NAME } from './constants';
import { Sidebar, SidebarMenu, SidebarMenuButton, SidebarMenuItem, SidebarProvider } from './sidebar';
import { writeCookie } from './sidebar-cookie';

// The tooltip's code arrives when a test says so, as it would over a slow network.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived, requested: false };
});
vi.mock('./menu-tooltip', async (importOriginal) => {
  code.requested = true;
  await code.arrived;
  return importOriginal();
});

const items = [
  { label: 'Home', icon: Home },
  { label: 'Orders', icon: List },
  { label: 'Billing & Credits', icon: List },
];

function Shell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <Sidebar label="Dashboard navigation">
        <SidebarMenu>
          {items.map(({ label, icon: Icon }) => (
            <SidebarMenuItem key={label}>
              <SidebarMenuButton asChild tooltip={label}>
                <a href={`#${label}`}>
                  <Icon aria-hidden />
                  <span>{label}</span>
                </a>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ))}
        </SidebarMenu>
      </Sidebar>
    </SidebarProvider>
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const tooltip = () => screen.queryByRole('tooltip');
const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
function leave(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: 'mouse' });
  // Radix keeps a tooltip open while the pointer may be on its way to it; a move far away ends that.
  fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 900, clientY: 900 });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  writeCookie(`${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`);
});

// In this order: the first test sees the code arrive, the others find it loaded.
describe('a collapsed menu button’s tooltip', () => {
  it('shows once its code arrives for a focus that came before it, and the focus stays on the button', async () => {
    render(<Shell />);
    const orders = link('Orders');
    act(() => orders.focus());
    await waitFor(() => expect(code.requested).toBe(true));
    expect(tooltip()).toBeNull();

    await act(async () => code.arrive());
    const shown = await screen.findByRole('tooltip');
    expect(shown.textContent).toBe('Orders');
    // The same element, still focused: the tooltip's arrival remounted nothing.
    expect(link('Orders')).toBe(orders);
    expect(document.activeElement).toBe(orders);
    expect(orders.getAttribute('aria-describedby')).toBe(shown.id);
  });

  it('shows at once on keyboard focus, and Escape closes it', async () => {
    render(<Shell />);
    const home = link('Home');
    act(() => home.focus());
    expect(tooltip()?.textContent).toBe('Home');
    expect(home.getAttribute('aria-describedby')).toBe(tooltip()?.id);

    fireEvent.keyDown(home, { key: 'Escape' });
    await waitFor(() => expect(tooltip()).toBeNull());
    expect(home.getAttribute('aria-describedby')).toBeNull();
    expect(document.activeElement).toBe(home);
  });

  it('opens after 700 ms of hover; the next one within 300 ms of leaving opens without the delay', () => {
    vi.useFakeTimers();
    render(<Shell />);
    const home = link('Home');
    const orders = link('Orders');
    const billing = link('Billing & Credits');

    hover(orders);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(tooltip()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()?.textContent).toBe('Orders');

    leave(orders);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 1));
    hover(billing);
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()?.textContent).toBe('Billing & Credits');

    // Once the window has passed, the delay is back.
    leave(billing);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS));
    hover(home);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(tooltip()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()?.textContent).toBe('Home');
  });

  it('shows nothing while the sidebar is expanded', () => {
    vi.useFakeTimers();
    render(<Shell defaultOpen />);
    const orders = link('Orders');
    act(() => orders.focus());
    hover(orders);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS * 2));
    expect(tooltip()).toBeNull();
    expect(orders.getAttribute('aria-describedby')).toBeNull();
  });

  it('closes when the sidebar expands, and shows again on the next focus once collapsed', () => {
    render(<Shell />);
    const orders = link('Orders');
    act(() => orders.focus());
    expect(tooltip()?.textContent).toBe('Orders');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(tooltip()).toBeNull();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    act(() => orders.blur());
    act(() => orders.focus());
    expect(tooltip()?.textContent).toBe('Orders');
    expect(document.activeElement).toBe(orders);
  });
});
