import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../theme/cx';
import * as styles from './card.css';

/** Props shared by the card parts. */
export interface CardPartProps
  extends Pick<
    HTMLAttributes<HTMLElement>,
    'id' | 'className' | 'style' | 'role' | 'aria-label' | 'aria-labelledby'
  > {
  children?: ReactNode;
}

/** A bordered surface grouping related content. */
export const Card = forwardRef<HTMLDivElement, CardPartProps>(function Card({ className, ...props }, ref) {
  return <div ref={ref} className={cx(styles.card, className)} {...props} />;
});
Card.displayName = 'Card';

/** The card's title area. */
export const CardHeader = forwardRef<HTMLDivElement, CardPartProps>(function CardHeader(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(styles.header, className)} {...props} />;
});
CardHeader.displayName = 'CardHeader';

/** The card's heading; pass `as` to pick the heading level that fits the page outline (`h1` when the card is the page). */
export const CardTitle = forwardRef<HTMLHeadingElement, CardPartProps & { as?: 'h1' | 'h2' | 'h3' | 'h4' }>(
  function CardTitle({ className, as: Heading = 'h3', ...props }, ref) {
    return <Heading ref={ref} className={cx(styles.title, className)} {...props} />;
  },
);
CardTitle.displayName = 'CardTitle';

/** Secondary text under the title. */
export const CardDescription = forwardRef<HTMLParagraphElement, CardPartProps>(function CardDescription(
  { className, ...props },
  ref,
) {
  return <p ref={ref} className={cx(styles.description, className)} {...props} />;
});
CardDescription.displayName = 'CardDescription';

/** The card's body. */
export const CardContent = forwardRef<HTMLDivElement, CardPartProps>(function CardContent(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(styles.content, className)} {...props} />;
});
CardContent.displayName = 'CardContent';

/** A row of actions at the bottom of the card. */
export const CardFooter = forwardRef<HTMLDivElement, CardPartProps>(function CardFooter(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx(styles.footer, className)} {...props} />;
});
CardFooter.displayName = 'CardFooter';
