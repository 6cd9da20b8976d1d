import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { type FocusEvent, type ReactElement, type ReactNode, useEffect } from 'react';
import { cx } from '../theme/cx';
import { themeClass } from '../theme/theme.css';
import * as styles from './dropdown-menu.css';
import { lastInputWasKeyboard, watchInputKind } from './last-input-was-keyboard';

/** Props of `DropdownMenu`. */
export interface DropdownMenuProps {
  /** The trigger and the content: `DropdownMenuTrigger` and `DropdownMenuContent`. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu of actions opened from a button (Radix DropdownMenu): arrow keys move between items, typing jumps to one,
 * Enter or Space picks it, Escape closes and focus returns to the trigger.
 */
export function DropdownMenu({ children, open, defaultOpen, onOpenChange }: DropdownMenuProps) {
  useEffect(watchInputKind, []);
  return (
    <MenuPrimitive.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
      // Non-modal: the page behind stays scrollable and readable by assistive technology while the menu is open.
      modal={false}
    >
      {children}
    </MenuPrimitive.Root>
  );
}

/** Props of `DropdownMenuTrigger`. */
export interface DropdownMenuTriggerProps {
  /**
   * One button; it receives the trigger's props and ARIA (`aria-haspopup`, `aria-expanded`) through `asChild`, and
   * its accessible name is the menu's.
   */
  children: ReactElement;
}

/** The button that opens the menu. */
export function DropdownMenuTrigger({ children }: DropdownMenuTriggerProps) {
  return <MenuPrimitive.Trigger asChild>{children}</MenuPrimitive.Trigger>;
}

/** Props of `DropdownMenuContent`. */
export interface DropdownMenuContentProps {
  children: ReactNode;
  /** Edge of the trigger the menu lines up with. */
  align?: 'start' | 'center' | 'end';
}

/** The menu itself, named by its trigger, portalled with the theme class (the portal is outside the themed root). */
export function DropdownMenuContent({ children, align = 'end' }: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={4}
        className={cx(themeClass, styles.content)}
        onFocus={focusFirstItemFromKeyboard}
      >
        {children}
      </MenuPrimitive.Content>
    </MenuPrimitive.Portal>
  );
}

/**
 * Opened from the keyboard, the menu starts on its first enabled item; opened with a pointer, on the menu itself.
 * Radix does the same when the menu itself takes the focus, from the list of items each item's effect registers;
 * under Preact's compat layer (the product's browser build) those effects run after the menu's own, so the list was
 * still empty and focus stayed on the menu (docs/decisions/dashboard.md, "Preact's compat layer in the browser").
 * The items are in the DOM by then. Under React this runs just before Radix, which finds the focus on that item.
 */
function focusFirstItemFromKeyboard(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget || !lastInputWasKeyboard()) return;
  event.currentTarget
    .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
    ?.focus({ preventScroll: true });
}

/** Props of `DropdownMenuItem`. */
export interface DropdownMenuItemProps {
  /** The item's name. */
  children: ReactNode;
  /** A second, quieter line saying what the item does (read after the name). */
  description?: ReactNode;
  /** Picked with a click, Enter or Space; the menu closes. */
  onSelect?: () => void;
  disabled?: boolean;
}

/** One action of the menu: its name, then an optional quieter line saying what it does. */
export function DropdownMenuItem({ children, description, onSelect, disabled }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={styles.item}
      {...(disabled === undefined ? {} : { disabled })}
      {...(onSelect ? { onSelect: () => onSelect() } : {})}
    >
      <span>{children}</span>
      {/* Visible text belongs in the accessible name (axe label-content-name-mismatch); the space separates the words. */}
      {description ? (
        <>
          {' '}
          <span className={styles.description}>{description}</span>
        </>
      ) : null}
    </MenuPrimitive.Item>
  );
}
