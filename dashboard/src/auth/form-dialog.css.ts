import { vars } from '@leadproof/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });

export const error = style({ color: vars.color.destructive, fontSize: vars.fontSize.small, margin: 0 });
