import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import type { ReactNode } from 'react';

/** What {@link SectionCard} shows. */
export interface SectionCardProps {
  /** The id of the `<h2>`, which names the card for assistive technology. */
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  /** Extra class of the card, e.g. a danger zone's border. */
  className?: string;
  children: ReactNode;
}

/** A page section as a card: an `<h2>` title that labels it, an optional description, then the content. */
export function SectionCard({ titleId, title, description, className, children }: SectionCardProps) {
  return (
    <Card aria-labelledby={titleId} className={className}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {description === undefined ? null : <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
