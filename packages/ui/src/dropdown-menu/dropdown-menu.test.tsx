// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

afterEach(cleanup);

function Menu({ onSelect }: { onSelect: (name: string) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <button type="button">More actions</button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem description="Rows you can use" onSelect={() => onSelect('clean')}>
          Clean list
        </DropdownMenuItem>
        <DropdownMenuItem disabled onSelect={() => onSelect('never')}>
          Later
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Radix opens the menu on pointerdown (mouse) or Enter/Space/ArrowDown (keyboard). */
const openWithKeyboard = (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: 'Enter' });

describe('DropdownMenu', () => {
  it('opens from the keyboard as a themed menu named by its trigger; the name of an item is its text, description included', async () => {
    render(<Menu onSelect={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'More actions' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    openWithKeyboard(trigger);
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    expect(menu.className).toMatch(/leadproof/);
    screen.getByRole('menuitem', { name: 'Clean list Rows you can use' });
    expect(screen.getByRole('menuitem', { name: 'Later' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('calls onSelect of the picked item and closes', async () => {
    const onSelect = vi.fn();
    render(<Menu onSelect={onSelect} />);
    openWithKeyboard(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Clean list/ }));
    expect(onSelect).toHaveBeenCalledWith('clean');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape without picking', async () => {
    const onSelect = vi.fn();
    render(<Menu onSelect={onSelect} />);
    openWithKeyboard(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
