import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/theme.css';
import { vars } from '../theme/vars.css';

export {
  closeButton as close,
  overlay,
  panelDescription as description,
  panelTitle as title,
} from '../theme/panel-parts.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.overlay,
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  gap: vars.space.large,
  width: 'calc(100% - 32px)',
  maxWidth: '480px',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: vars.space.xlarge,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  animation: `${popIn} ${vars.duration.standard} ease-out`,
  selectors: { '&:focus-visible': focusRing },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({ display: 'grid', gap: vars.space.xsmall, paddingRight: vars.space.xlarge });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
