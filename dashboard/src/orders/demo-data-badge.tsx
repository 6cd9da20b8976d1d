import { Badge } from '@leadproof/ui';

/** Marks leads, quotes and orders from the demo inventory: fictitious people, not contacts to call. */
export function DemoDataBadge() {
  return (
    <Badge variant="info" title="Fictitious people from the demo inventory, for trying the product">
      Demo data
    </Badge>
  );
}
