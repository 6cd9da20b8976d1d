import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import { Link } from 'react-router-dom';

/** The home screen's 'Source + Verify' card (once 'Create Order'): Source leads goes to the new-order page. */
export function CreateOrderCard() {
  return (
    <Card aria-labelledby="create-order-title">
      <CardHeader>
        <CardTitle as="h2" id="create-order-title">
          Source + Verify
        </CardTitle>
        <CardDescription>
          Get fresh leads that match your ideal customer profile, verified before they reach you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/orders/new">Source leads</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
