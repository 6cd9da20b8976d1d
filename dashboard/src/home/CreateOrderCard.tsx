import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@leadproof/ui';
import { Link } from 'react-router-dom';

/** The home screen's 'Create Order' card: Start Order goes to the new-order page (SPEC §2). */
export function CreateOrderCard() {
  return (
    <Card aria-labelledby="create-order-title">
      <CardHeader>
        <CardTitle as="h2" id="create-order-title">
          Create Order
        </CardTitle>
        <CardDescription>
          Source pre-verified leads that match your ideal customer profile (Source + Verify).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/orders/new">Start Order</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
