import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The "Did you mean …?" box under an e-mail field: informational blue, so it reads as advice, not an error. */
export const hint = style({
  display: 'grid',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.infoBackground,
  color: vars.color.infoForeground,
  fontSize: vars.fontSize.small,
});

export const question = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
