import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/**
 * An endpoint's URL, in monospace. `break-word` rather than `anywhere`: the column stays as wide as a usual URL
 * (up to the cell's max width), and only longer ones wrap.
 */
export const url = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  overflowWrap: 'break-word',
});

export const endpointCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '20rem',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

// Stacked, one width: three buttons side by side would push the table past a laptop screen beside the sidebar.
export const actions = style({
  display: 'grid',
  gap: vars.space.xsmall,
});

export const nowrap = style({
  whiteSpace: 'nowrap',
});

export const eventName = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});

// The kit's right sheet is 24rem, sized for navigation; the log's columns need most of the screen.
export const logSheet = style({
  selectors: { '&[data-side]': { width: '100%', maxWidth: '60rem' } },
});

export const attempts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  paddingLeft: vars.space.large,
});

export const attemptSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
});

export const attemptError = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.destructive,
});

export const bodyLabel = style({
  margin: `${vars.space.xsmall} 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.mutedForeground,
});

// At most 1 KB (the server keeps no more), so it wraps in full rather than scrolling.
export const responseBody = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.muted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const checkRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
});

export const serverError = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.destructive}`,
  fontSize: vars.fontSize.small,
  color: vars.color.destructive,
});
