// The public surface of @leadproof/ui. Every export is named here (no `export *`): see STYLE.md §14.
// Biome keeps the exports sorted by path, so each component's exports sit together.

/** Types of `Badge`. */
export type { BadgeProps, BadgeVariant } from './Badge/Badge';
/** A small status label in seven tones. */
export { Badge, badgeVariants } from './Badge/Badge';
/** Types of `Banner`. */
export type { BannerProps, BannerTone } from './Banner/Banner';
/** An inline page-level message in orange or amber, with actions and a dismiss button. */
export { Banner, bannerTones } from './Banner/Banner';
/** Types of `BarChart`. */
export type { BarChartProps } from './BarChart/BarChart';
/** Horizontal bars per category with counts and percentages, a text summary and a hidden data table. */
export { BarChart } from './BarChart/BarChart';
/** Types of `Button`. */
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
/** A button in five variants and four sizes, with a busy state that keeps its width. */
export { Button, buttonSizes, buttonVariants } from './Button/Button';
/** The button look as class names, for links and Astro markup: `buttonRecipe({ variant, size })`. */
export { button as buttonRecipe } from './Button/Button.css';
/** The busy state of a `Button` rendered as HTML without React (Astro markup). */
export { setButtonBusy } from './Button/buttonBusy';
/** Types of `Card`. */
export type { CardPartProps } from './Card/Card';
/** A bordered surface and its parts. */
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card/Card';
/** Types of `ChartFrame`. */
export type { ChartFrameProps } from './ChartFrame/ChartFrame';
/** The figure every chart sits in: titled, summarised in words, with its data as a table. */
export { ChartFrame } from './ChartFrame/ChartFrame';
/** Types of the charts' data. */
export type { ChartDatum, ChartTone } from './ChartFrame/chartData';
/** Chart colours and the charts' number formats. */
export { chartTones, formatCompact, formatCount, formatShare } from './ChartFrame/chartData';
/** Types of `Checkbox`. */
export type { CheckboxProps } from './Checkbox/Checkbox';
/** A checkbox that also works in native forms. */
export { Checkbox } from './Checkbox/Checkbox';
/** Types of `Chip`. */
export type { ChipListProps, ChipProps } from './Chip/Chip';
/** A chosen value as a removable chip, and the labelled list chips sit in. */
export { Chip, ChipList } from './Chip/Chip';
/** Types of `ChipInput`. */
export type { ChipInputProps } from './Chip/ChipInput';
/** Free-text values typed as chips (title keywords, tags). */
export { ChipInput } from './Chip/ChipInput';
/** Types of `Countdown`. */
export type { CountdownProps } from './Countdown/Countdown';
/** Time left before an order's 48-hour deadline. */
export { Countdown } from './Countdown/Countdown';
/** Types of `formatCountdown`. */
export type { CountdownState } from './Countdown/formatCountdown';
/** The countdown's pure formatter and its spec'd numbers. */
export {
  COUNTDOWN_REFRESH_MS,
  formatCountdown,
  ORDER_DEADLINE_MS,
  orderDeadline,
} from './Countdown/formatCountdown';
/** Types of `CreditsPill`. */
export type { CreditsPillProps } from './CreditsPill/CreditsPill';
/** The credits balance pill with its failed state and retry. */
export { CreditsPill } from './CreditsPill/CreditsPill';
/** Types of `Dialog`. */
export type { DialogContentProps } from './Dialog/Dialog';
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
} from './Dialog/Dialog';
/** Types of `DropdownMenu`. */
export type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuProps,
  DropdownMenuTriggerProps,
} from './DropdownMenu/DropdownMenu';
/** A keyboard-accessible menu of actions opened from a button, and its parts. */
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './DropdownMenu/DropdownMenu';
/** Types of `Dropzone`. */
export type { DropzoneHandle, DropzoneProps } from './Dropzone/Dropzone';
/** A drag-and-drop and click-to-browse file target. */
export { Dropzone } from './Dropzone/Dropzone';
/** Types of `Histogram`. */
export type { HistogramBin, HistogramProps } from './Histogram/Histogram';
/** Columns of counts over ordered bins, such as connect scores, with a text summary and a hidden data table. */
export { Histogram } from './Histogram/Histogram';
/** Types of `Input`. */
export type { InputProps } from './Input/Input';
/** A single-line text field. */
export { Input } from './Input/Input';
/** The text field's class, for a native control that should look like one (a `<select>`). */
export { input as inputClass } from './Input/Input.css';
/** Types of `Label`. */
export type { LabelProps } from './Label/Label';
/** A form label. */
export { Label } from './Label/Label';
/** Types of `Logo`. */
export type { LogoProps } from './Logo/Logo';
/** The Leadproof logo (mark and name), the same as the site's. */
export { Logo } from './Logo/Logo';
/** Types of `PasswordInput`. */
export type { PasswordInputProps } from './PasswordInput/PasswordInput';
/** A password field with an accessible show/hide toggle. */
export { PasswordInput } from './PasswordInput/PasswordInput';
/** The show/hide toggle of a `PasswordInput` rendered as HTML without React (Astro markup). */
export { enhancePasswordToggle } from './PasswordInput/passwordToggle';
/** Types of `ProgressBar`. */
export type { ProgressBarProps } from './ProgressBar/ProgressBar';
/** A horizontal progress bar. */
export { ProgressBar } from './ProgressBar/ProgressBar';
/** Types of `Sheet`. */
export type { SheetContentProps, SheetSide } from './Sheet/Sheet';
/** A modal panel sliding in from an edge, and its parts. */
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  sheetSides,
} from './Sheet/Sheet';
/** The sidebar's spec'd numbers: widths, cookie, shortcut, breakpoint. */
export {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './Sidebar/constants';
/** Types of `Sidebar`. */
export type {
  SidebarContextValue,
  SidebarGroupProps,
  SidebarInsetProps,
  SidebarMenuButtonProps,
  SidebarProps,
  SidebarProviderProps,
  SidebarTriggerProps,
} from './Sidebar/Sidebar';
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
} from './Sidebar/Sidebar';
/** Whether the viewport is narrower than 768 px. */
export { useIsMobile } from './Sidebar/useIsMobile';
/** Types of `Skeleton`. */
export type { SkeletonProps } from './Skeleton/Skeleton';
/** A pulsing placeholder for loading content. */
export { Skeleton } from './Skeleton/Skeleton';
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
} from './Table/Table';
/** Types of `Tabs`. */
export type { TabsContentProps, TabsListProps, TabsTriggerProps } from './Tabs/Tabs';
/** Tabs and their parts. */
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs/Tabs';
/** The toasts' timings and limits. */
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from './Toast/constants';
/** `Toaster`, fetched with the first toast (keeps React DOM's first chunk small); mount once per app root. */
export { OnDemandToaster } from './Toast/OnDemandToaster';
/** Types of `Toast`. */
export type { ToastActionProps, ToasterProps } from './Toast/Toast';
/** Renders toasts raised by `toast()`; mount once per app root. */
export { ToastAction, Toaster } from './Toast/Toast';
/** Types of `toastStore`. */
export type { ToastHandle, ToastOptions, ToastRecord, ToastVariant } from './Toast/toastStore';
/** Raise, update and dismiss toasts from anywhere; `useToast` reads them. */
export { dismissToast, toast, toastVariants, useToast } from './Toast/toastStore';
/** Types of `Tooltip`. */
export type { TooltipProps, TooltipProviderProps } from './Tooltip/Tooltip';
/** Tooltips (700 ms delay, 300 ms skip window) and their shared provider. */
export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './Tooltip/Tooltip';
/** Joins class names, skipping empty values. */
export { cx } from './theme/cx';
/** Types of `ThemeRoot`. */
export type { ThemeRootProps } from './theme/ThemeRoot';
/** A div carrying the theme class: the root of the dashboard or of an island. */
export { ThemeRoot } from './theme/ThemeRoot';
/** The theme class: apply it at the dashboard root and each site island, never `:root`; the shared focus ring. */
export { focusRing, themeClass } from './theme/theme.css';
/** Types of `tokens`. */
export type { Tokens } from './theme/tokens';
/** Design tokens as plain data. */
export { tokens } from './theme/tokens';
/** The theme contract: typed CSS variables for consumers' own `.css.ts` files. */
export { vars } from './theme/vars.css';
