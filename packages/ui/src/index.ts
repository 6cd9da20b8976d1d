// The public surface of @leadproof/ui. Every export is named here (no `export *`): see STYLE.md §14.
// Biome keeps the exports sorted by path, so each component's exports sit together.

/** Types of `Badge`. */
export type { BadgeProps, BadgeVariant } from './badge/badge';
/** A small status label in seven tones. */
export { Badge, badgeVariants } from './badge/badge';
/** Types of `Banner`. */
export type { BannerProps, BannerTone } from './banner/banner';
/** An inline page-level message in orange or amber, with actions and a dismiss button. */
export { Banner, bannerTones } from './banner/banner';
/** Types of `BarChart`. */
export type { BarChartProps } from './bar-chart/bar-chart';
/** Horizontal bars per category with counts and percentages, a text summary and a hidden data table. */
export { BarChart } from './bar-chart/bar-chart';
/** Types of `Button`. */
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
/** A button in five variants and four sizes, with a busy state that keeps its width. */
export { Button, buttonSizes, buttonVariants } from './button/button';
/** The button look as class names, for links and Astro markup: `buttonRecipe({ variant, size })`. */
export { button as buttonRecipe } from './button/button.css';
/** The busy state of a `Button` rendered as HTML without React (Astro markup). */
export { setButtonBusy } from './button/button-busy';
/** Types of `Card`. */
export type { CardPartProps } from './card/card';
/** A bordered surface and its parts. */
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card/card';
/** Types of the charts' data. */
export type { ChartDatum, ChartTone } from './chart-frame/chart-data';
/** Chart colours and the charts' number formats. */
export { chartTones, formatCompact, formatCount, formatShare } from './chart-frame/chart-data';
/** Types of `ChartFrame`. */
export type { ChartFrameProps } from './chart-frame/chart-frame';
/** The figure every chart sits in: titled, summarised in words, with its data as a table. */
export { ChartFrame } from './chart-frame/chart-frame';
/** Types of `Checkbox`. */
export type { CheckboxProps } from './checkbox/checkbox';
/** A checkbox that also works in native forms. */
export { Checkbox } from './checkbox/checkbox';
/** Types of `Chip`. */
export type { ChipListProps, ChipProps } from './chip/chip';
/** A chosen value as a removable chip, and the labelled list chips sit in. */
export { Chip, ChipList } from './chip/chip';
/** Types of `ChipInput`. */
export type { ChipInputProps } from './chip/chip-input';
/** Free-text values typed as chips (title keywords, tags). */
export { ChipInput } from './chip/chip-input';
/** Types of `Countdown`. */
export type { CountdownProps } from './countdown/countdown';
/** Time left before an order's 48-hour deadline. */
export { Countdown } from './countdown/countdown';
/** Types of `formatCountdown`. */
export type { CountdownState } from './countdown/format-countdown';
/** The countdown's pure formatter and its spec'd numbers. */
export {
  COUNTDOWN_REFRESH_MS,
  formatCountdown,
  ORDER_DEADLINE_MS,
  orderDeadline,
} from './countdown/format-countdown';
/** Types of `CreditsPill`. */
export type { CreditsPillProps } from './credits-pill/credits-pill';
/** The credits balance pill with its failed state and retry. */
export { CreditsPill } from './credits-pill/credits-pill';
/** Types of `Dialog`. */
export type { DialogContentProps } from './dialog/dialog';
/** A modal dialog and its parts. */
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog/dialog';
/** Types of `DropdownMenu`. */
export type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuProps,
  DropdownMenuTriggerProps,
} from './dropdown-menu/dropdown-menu';
/** A keyboard-accessible menu of actions opened from a button, and its parts. */
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu/dropdown-menu';
/** Types of `Dropzone`. */
export type { DropzoneHandle, DropzoneProps } from './dropzone/dropzone';
/** A drag-and-drop and click-to-browse file target. */
export { Dropzone } from './dropzone/dropzone';
/** Types of `Histogram`. */
export type { HistogramBin, HistogramProps } from './histogram/histogram';
/** Columns of counts over ordered bins, such as connect scores, with a text summary and a hidden data table. */
export { Histogram } from './histogram/histogram';
/** Types of `Input`. */
export type { InputProps } from './input/input';
/** A single-line text field. */
export { Input } from './input/input';
/** The text field's class, for a native control that should look like one (a `<select>`). */
export { input as inputClass } from './input/input.css';
/** Types of `Label`. */
export type { LabelProps } from './label/label';
/** A form label. */
export { Label } from './label/label';
/** Types of `Logo`. */
export type { LogoProps } from './logo/logo';
/** The Leadproof logo (mark and name), the same as the site's. */
export { Logo } from './logo/logo';
/** Types of `PasswordInput`. */
export type { PasswordInputProps } from './password-input/password-input';
/** A password field with an accessible show/hide toggle. */
export { PasswordInput } from './password-input/password-input';
/** The show/hide toggle of a `PasswordInput` rendered as HTML without React (Astro markup). */
export { enhancePasswordToggle } from './password-input/password-toggle';
/** Types of `ProgressBar`. */
export type { ProgressBarProps } from './progress-bar/progress-bar';
/** A horizontal progress bar. */
export { ProgressBar } from './progress-bar/progress-bar';
/** Types of `Sheet`. */
export type { SheetContentProps, SheetSide } from './sheet/sheet';
/** A modal panel sliding in from an edge, and its parts. */
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  sheetSides,
} from './sheet/sheet';
/** The sidebar's spec'd numbers: widths, cookie, shortcut, breakpoint. */
export {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './sidebar/constants';
/** Types of `Sidebar`. */
export type {
  SidebarContextValue,
  SidebarGroupProps,
  SidebarInsetProps,
  SidebarMenuButtonProps,
  SidebarProps,
  SidebarProviderProps,
  SidebarTriggerProps,
} from './sidebar/sidebar';
/** The dashboard shell's collapsible sidebar and its parts. */
export {
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
  useSidebar,
} from './sidebar/sidebar';
/** Whether the viewport is narrower than 768 px. */
export { useIsMobile } from './sidebar/use-is-mobile';
/** Runs a task when the browser is idle (or after a second where it cannot say); returns the cancel. */
export { whenIdle } from './sidebar/when-idle';
/** Types of `Skeleton`. */
export type { SkeletonProps } from './skeleton/skeleton';
/** A pulsing placeholder for loading content. */
export { Skeleton } from './skeleton/skeleton';
/** A data table and its parts. */
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  type TableCellProps,
  TableFooter,
  TableHead,
  TableHeader,
  type TableLayout,
  type TableProps,
  TableRow,
  tableLayouts,
} from './table/table';
/** Types of `Tabs`. */
export type { TabsContentProps, TabsListProps, TabsTriggerProps } from './tabs/tabs';
/** Tabs and their parts. */
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs/tabs';
/** Joins class names, skipping empty values. */
export { cx } from './theme/cx';
/** The theme class: apply it at the dashboard root and each site island, never `:root`; the shared focus ring. */
export { focusRing, themeClass } from './theme/theme.css';
/** Types of `ThemeRoot`. */
export type { ThemeRootProps } from './theme/theme-root';
/** A div carrying the theme class: the root of the dashboard or of an island. */
export { ThemeRoot } from './theme/theme-root';
/** Types of `tokens`. */
export type { Tokens } from './theme/tokens';
/** Design tokens as plain data. */
export { tokens } from './theme/tokens';
/** The theme contract: typed CSS variables for consumers' own `.css.ts` files. */
export { vars } from './theme/vars.css';
/** The toasts' timings and limits. */
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from './toast/constants';
/** `Toaster`, fetched with the first toast (keeps React DOM's first chunk small); mount once per app root. */
export { OnDemandToaster } from './toast/on-demand-toaster';
/** Types of `Toast`. */
export type { ToastActionProps, ToasterProps } from './toast/toast';
/** Renders toasts raised by `toast()`; mount once per app root. */
export { ToastAction, Toaster } from './toast/toast';
/** Types of `toastStore`. */
export type { ToastHandle, ToastOptions, ToastRecord, ToastVariant } from './toast/toast-store';
/** Raise, update and dismiss toasts from anywhere; `useToast` reads them. */
export { dismissToast, toast, toastVariants } from './toast/toast-store';
/** The current toasts, for components that render or react to them. */
export { useToast } from './toast/use-toast';
/** Types of `Tooltip`. */
export type { TooltipProps, TooltipProviderProps } from './tooltip/tooltip';
/** Tooltips (700 ms delay, 300 ms skip window) and their shared provider. */
export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip/tooltip';
