import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

/** The island's themed root, in the page's reading column. */
export const island = style({ width: '100%', fontFamily: vars.font.body, color: vars.color.foreground });
