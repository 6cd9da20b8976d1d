import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, Home, List, LogOut } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../tooltip/tooltip-timing';
import { SIDEBAR_COOKIE_NAME } from './constants';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarText,
  SidebarTrigger,
} from './sidebar';
import { writeCookie } from './sidebar-cookie';

const items = [
  { label: 'Home', href: '#dashboard', icon: Home },
  { label: 'Orders', href: '#orders', icon: List },
  { label: 'Billing & Credits', href: '#billing', icon: CreditCard },
];

/** The dashboard shell (Home, Orders, Billing & Credits), as the dashboard composes it. */
function Shell({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <SidebarProvider defaultOpen={defaultOpen} style={{ minHeight: 420 }}>
      <Sidebar label="Dashboard navigation">
        <SidebarHeader>
          <SidebarText>
            <strong>Leadproof</strong>
          </SidebarText>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup label="Dashboard">
            <SidebarMenu>
              {items.map(({ label, href, icon: Icon }, index) => (
                <SidebarMenuItem key={label}>
                  <SidebarMenuButton asChild isActive={index === 0} tooltip={label}>
                    <a href={href}>
                      <Icon aria-hidden />
                      <span>{label}</span>
                    </a>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarText>ada@example.com</SidebarText>
          <SidebarMenuButton tooltip="Sign Out">
            <LogOut aria-hidden />
            <span>Sign Out</span>
          </SidebarMenuButton>
        </SidebarFooter>
      </Sidebar>
      <SidebarInset>
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: 8,
            borderBottom: '1px solid #e2e8f0',
          }}
        >
          <SidebarTrigger />
          <h1 style={{ fontSize: 18, margin: 0 }}>Welcome, Ada</h1>
        </header>
        <div style={{ padding: 16 }}>
          <p>Here's your account overview.</p>
          <Button>Start a New Order</Button>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

function clearCookie() {
  writeCookie(`${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`);
}

const meta = {
  title: 'Components/Sidebar',
  component: Shell,
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    clearCookie();
    return clearCookie;
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = () => screen.getByRole('complementary', { name: 'Dashboard navigation' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Expanded: 16rem, icons and labels. */
export const Expanded: Story = {
  play: async () => {
    await expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar().getBoundingClientRect().width).toBe(256);
    // No tooltip while the labels show.
    within(sidebar()).getByRole('link', { name: 'Orders' }).focus();
    await sleep(300);
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/**
 * Collapsed to icons: 3rem; each item keeps its name and shows it as a tooltip on keyboard focus (its code loads
 * then, or when the page is idle), which Escape closes. The focus stays on the item meanwhile.
 */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async () => {
    await expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar().getBoundingClientRect().width).toBe(48);
    const orders = within(sidebar()).getByRole('link', { name: 'Orders' });
    orders.focus();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    await expect(tooltip).toHaveTextContent('Orders');
    await expect(orders).toHaveFocus();
    await expect(orders).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(within(sidebar()).getByRole('link', { name: 'Orders' })).toBe(orders);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(orders).toHaveFocus();
  },
};

/** Collapsed: hovering shows an item's tooltip after 700 ms, and the next item's at once within 300 ms of leaving. */
export const CollapsedSkipWindow: Story = {
  args: { defaultOpen: false },
  play: async () => {
    const orders = within(sidebar()).getByRole('link', { name: 'Orders' });
    const billing = within(sidebar()).getByRole('link', { name: 'Billing & Credits' });
    const hovered = performance.now();
    await userEvent.hover(orders);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Orders');
    await expect(performance.now() - hovered).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);

    // Straight to the next item: inside the skip window, no delay.
    await userEvent.unhover(orders);
    const moved = performance.now();
    await userEvent.hover(billing);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Billing & Credits'), {
      timeout: 600,
    });
    await expect(performance.now() - moved).toBeLessThan(TOOLTIP_DELAY_MS);

    // After the window, the delay is back.
    await userEvent.unhover(billing);
    await sleep(TOOLTIP_SKIP_DELAY_MS + 200);
    await userEvent.hover(orders);
    await sleep(TOOLTIP_DELAY_MS - 300);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Orders');
  },
};

/** The trigger toggles the sidebar and reports the state through aria-expanded. */
export const ToggleButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Toggle sidebar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  },
};

/** Ctrl+B and Cmd+B toggle the sidebar, and each change is written to the sidebar_state cookie. */
export const KeyboardShortcutAndCookie: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    await expect(document.cookie).toContain('sidebar_state=false');
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    await expect(document.cookie).toContain('sidebar_state=true');
    await userEvent.keyboard('b');
    await expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  },
};

/** With no defaultOpen, the cookie from an earlier visit decides the starting state. */
export const RestoredFromCookie: Story = {
  args: { defaultOpen: undefined },
  beforeEach: () => {
    writeCookie(`${SIDEBAR_COOKIE_NAME}=false; path=/`);
  },
  play: async () => {
    await expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
  },
};

/** Below 768 px the sidebar is a slide-in sheet opened by the trigger (or Ctrl/Cmd+B). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('complementary')).toBeNull();
    const trigger = within(canvasElement).getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Dashboard navigation' });
    await expect(within(sheet).getByRole('link', { name: 'Orders' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
