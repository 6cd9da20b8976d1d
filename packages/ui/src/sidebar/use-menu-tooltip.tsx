import {
  createContext,
  type DOMAttributes,
  type ForwardedRef,
  lazy,
  type ReactNode,
  Suspense,
  type SyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { assignRef } from './assign-ref';
import { TooltipSkipWindow } from './tooltip-skip-window';
import { whenIdle } from './when-idle';

/** The events Radix's tooltip trigger listens to. */
const TRIGGER_EVENTS = [
  'onPointerMove',
  'onPointerLeave',
  'onPointerDown',
  'onFocus',
  'onBlur',
  'onClick',
] as const;
type TriggerEventName = (typeof TRIGGER_EVENTS)[number];
type Handler = (event: SyntheticEvent) => void;

/** Radix's tooltip handlers for its trigger, by event. */
export type TriggerHandlers = Partial<Record<TriggerEventName, Handler>>;

/** What Radix's tooltip trigger puts on its element. */
export interface TriggerProps {
  handlers: TriggerHandlers;
  describedBy?: string;
  state?: string;
}

/** How a loaded `MenuTooltip` reaches its menu button, which rendered before it and stays mounted. */
export interface MenuTooltipLink {
  /** The menu button's element, for Radix to anchor the tooltip to and to watch. */
  element: () => HTMLElement | null;
  /** Radix's trigger props at each render of the tooltip; null when it unmounts. */
  update: (props: TriggerProps | null) => void;
  /** The tooltip has mounted: a focus or hover that came before its code is replayed to it. */
  arrived: () => void;
}

/** The menu button's own props that `useMenuTooltip` composes with Radix's. */
export type MenuButtonOwnProps = Pick<DOMAttributes<HTMLButtonElement>, TriggerEventName> & {
  'aria-describedby'?: string;
};

/** What `useMenuTooltip` gives the menu button. */
export interface MenuTooltipParts {
  /** The menu button's ref (the forwarded one is given the element too). */
  ref: (node: HTMLElement | null) => void;
  /** To spread after the button's own props: its handlers composed with the tooltip's, and the tooltip's attributes. */
  triggerProps: MenuButtonOwnProps & { 'data-state'?: string };
  /** To render beside the button: the tooltip once wanted, else null. */
  tooltip: ReactNode;
}

// Radix Tooltip with popper, floating-ui, the dismissable layer, presence and portal: ≈ 19 KB gzip that only a
// collapsed sidebar needs, kept out of the dashboard's start (issue 38).
const MenuTooltip = lazy(() => import('./menu-tooltip').then((module) => ({ default: module.MenuTooltip })));

const Wanted = createContext({ wanted: false, want: () => {} });

/** Props of `MenuTooltipsProvider`. */
export interface MenuTooltipsProviderProps {
  /** The desktop sidebar is collapsed to icons: the only state in which its menu buttons show tooltips. */
  collapsed: boolean;
  children?: ReactNode;
}

/**
 * Has the menu buttons' tooltips loaded once wanted: when the page is idle with the sidebar collapsed to icons, or
 * at the first hover or focus of a collapsed menu button; and keeps the skip window between them.
 */
export function MenuTooltipsProvider({ collapsed, children }: MenuTooltipsProviderProps) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => (collapsed && !wanted ? whenIdle(want) : undefined), [collapsed, wanted, want]);
  const value = useMemo(() => ({ wanted, want }), [wanted, want]);
  return (
    <Wanted.Provider value={value}>
      <TooltipSkipWindow>{children}</TooltipSkipWindow>
    </Wanted.Provider>
  );
}

/**
 * A menu button's tooltip, loaded on demand: Radix's tooltip renders beside the button (not around it, as its
 * `Trigger` would), so its arrival does not remount the button or move the focus; its trigger props reach the
 * button through a `MenuTooltipLink`. `shown`: the sidebar is collapsed to icons on a desktop.
 */
export function useMenuTooltip(
  content: string | undefined,
  shown: boolean,
  forwardedRef: ForwardedRef<HTMLButtonElement>,
  own: MenuButtonOwnProps,
): MenuTooltipParts {
  const { wanted, want } = useContext(Wanted);
  const element = useRef<HTMLElement | null>(null);
  const radix = useRef<TriggerHandlers | null>(null);
  // What the pointer and the focus did on the button while the tooltip's code was on its way.
  const pending = useRef({ focus: false, hover: false, pointerDown: false });
  const [attributes, setAttributes] = useState<Omit<TriggerProps, 'handlers'>>({});

  const ref = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      assignRef(forwardedRef as ForwardedRef<HTMLElement>, node);
    },
    [forwardedRef],
  );

  const link = useMemo<MenuTooltipLink>(
    () => ({
      element: () => element.current,
      update: (props) => {
        radix.current = props?.handlers ?? null;
        const describedBy = props?.describedBy;
        const state = props?.state;
        setAttributes((current) =>
          current.describedBy === describedBy && current.state === state ? current : { describedBy, state },
        );
      },
      arrived: () => {
        const { focus, hover } = pending.current;
        pending.current = { ...pending.current, focus: false, hover: false };
        // Radix's trigger handlers read no more of an event than these two fields.
        const event = { defaultPrevented: false, pointerType: 'mouse' } as unknown as SyntheticEvent;
        if (focus && element.current === document.activeElement) radix.current?.onFocus?.(event);
        else if (hover) radix.current?.onPointerMove?.(event);
      },
    }),
    [],
  );

  // Before the code comes: the same rules as Radix's trigger (a focus from a pointer press shows nothing, a press or
  // a click closes), kept to be replayed; a hover or a focus asks for the code.
  const record: Record<TriggerEventName, Handler> = {
    onPointerMove: (event) => {
      if (!shown || (event as SyntheticEvent & { pointerType?: string }).pointerType === 'touch') return;
      pending.current.hover = true;
      want();
    },
    onPointerLeave: () => {
      pending.current.hover = false;
    },
    onPointerDown: () => {
      pending.current.pointerDown = true;
      pending.current.hover = false;
      const released = () => {
        pending.current.pointerDown = false;
      };
      document.addEventListener('pointerup', released, { once: true });
    },
    onFocus: () => {
      if (!shown || pending.current.pointerDown) return;
      pending.current.focus = true;
      want();
    },
    onBlur: () => {
      pending.current.focus = false;
    },
    onClick: () => {
      pending.current.focus = false;
      pending.current.hover = false;
    },
  };
  const handlers = {} as Record<TriggerEventName, Handler>;
  for (const name of TRIGGER_EVENTS) {
    handlers[name] = (event) => {
      (own[name] as Handler | undefined)?.(event);
      const loaded = radix.current?.[name];
      if (loaded) loaded(event);
      else if (content && !event.defaultPrevented) record[name](event);
    };
  }

  return {
    ref,
    triggerProps: {
      ...handlers,
      'aria-describedby':
        [own['aria-describedby'], attributes.describedBy].filter(Boolean).join(' ') || undefined,
      'data-state': attributes.state,
    },
    tooltip:
      content && shown && wanted ? (
        <Suspense fallback={null}>
          <MenuTooltip content={content} link={link} />
        </Suspense>
      ) : null,
  };
}
