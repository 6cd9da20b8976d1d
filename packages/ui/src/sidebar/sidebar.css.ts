import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './constants';

export const sidebarWidth = createVar();
export const sidebarWidthIcon = createVar();

export const wrapper = style({
  vars: { [sidebarWidth]: SIDEBAR_WIDTH, [sidebarWidthIcon]: SIDEBAR_WIDTH_ICON },
  display: 'flex',
  width: '100%',
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
});

// Shared by the desktop column and the mobile sheet's content; `data-state` drives the icon mode.
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  background: vars.color.sidebar,
  color: vars.color.sidebarForeground,
});

const collapsed = `${sidebar}[data-state="collapsed"] &`;

export const desktop = style({
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  width: sidebarWidth,
  height: '100vh',
  overflowX: 'hidden',
  borderRight: `1px solid ${vars.color.border}`,
  transition: `width ${vars.duration.standard} ease`,
  '@supports': { '(height: 100svh)': { height: '100svh' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '&[data-state="collapsed"]': { width: sidebarWidthIcon } },
});

export const mobile = style({
  width: SIDEBAR_WIDTH_MOBILE,
  maxWidth: '85vw',
  padding: 0,
  gap: 0,
  background: vars.color.sidebar,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  gap: vars.space.small,
  overflowY: 'auto',
  overflowX: 'hidden',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { [collapsed]: { overflow: 'hidden' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.small,
});

export const groupLabel = style({
  display: 'flex',
  alignItems: 'center',
  height: '32px',
  padding: `0 ${vars.space.small}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mutedForeground,
  whiteSpace: 'nowrap',
  transition: `opacity ${vars.duration.standard}`,
  // Still names its group through aria-labelledby while invisible.
  selectors: { [collapsed]: { opacity: 0, height: 0, overflow: 'hidden' } },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({ position: 'relative' });

export const menuButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  height: '36px',
  padding: `0 ${vars.space.small}`,
  overflow: 'hidden',
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.sidebarAccent },
    '&:focus-visible': focusRing,
    '&[data-active="true"]': { background: vars.color.sidebarAccent, fontWeight: vars.fontWeight.semibold },
    // Icon mode: a square around the icon; the label is clipped but still names the button.
    [collapsed]: { width: '32px', height: '32px', padding: '8px' },
  },
});

globalStyle(`${menuButton} > svg`, { flexShrink: 0, width: '16px', height: '16px' });

globalStyle(`${menuButton} > span`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const text = style({
  overflow: 'hidden',
  padding: `0 ${vars.space.small}`,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [collapsed]: { display: 'none' } },
});

export const inset = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  background: vars.color.background,
});
