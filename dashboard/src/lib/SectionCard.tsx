import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import type { ReactNode } from 'react';

/** What {@link SectionCard} shows. */
export interface SectionCardProps {
  /** The id of the `<h2>`, which names the card for assistive technology. */
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A page section as a card: an `<h2>` title that labels it, an optional description, then the content. */
export function SectionCard({ titleId, title, description, children }: SectionCardProps) {
  return (
    <Card aria-labelledby={titleId}>
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
