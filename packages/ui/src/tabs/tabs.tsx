import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cx } from '../theme/cx';
import * as styles from './tabs.css';

/** Tabs root (Radix Tabs): `value`/`defaultValue`, `onValueChange`; arrow keys move between tabs. */
export const Tabs = TabsPrimitive.Root;

/** Props of `TabsList`. */
export type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List>;

/** The row of tab buttons. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.List ref={ref} className={cx(styles.list, className)} {...props} />;
});
TabsList.displayName = 'TabsList';

/** Props of `TabsTrigger`. */
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>;

/** One tab button; `disabled` keeps it visible but unselectable (e.g. "Results (Not Ready)"). */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.Trigger ref={ref} className={cx(styles.trigger, className)} {...props} />;
});
TabsTrigger.displayName = 'TabsTrigger';

/** Props of `TabsContent`. */
export type TabsContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

/** The panel of one tab. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.Content ref={ref} className={cx(styles.content, className)} {...props} />;
});
TabsContent.displayName = 'TabsContent';
