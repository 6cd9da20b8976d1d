import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const loading = style({
  minHeight: '50vh',
  display: 'grid',
  placeContent: 'center',
  color: vars.color.mutedForeground,
  fontFamily: vars.font.body,
});
