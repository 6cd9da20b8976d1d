import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';
import * as forms from '../lib/form.css';

export const prefix = style({
  fontFamily: vars.font.mono,
});

export const actions = style({
  textAlign: 'right',
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 16rem',
});

/** The key form's selects: the dashboard's native select. */
export const select = style([forms.select]);

export const smallField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '0 1 10rem',
});
