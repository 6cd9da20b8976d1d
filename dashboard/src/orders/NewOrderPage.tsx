import { Button, Card, CardContent, CardDescription, CardHeader } from '@leadproof/ui';
import { Link } from 'react-router-dom';
import * as page from '../lib/page.css';
import * as styles from './NewOrderPage.css';

/** /dashboard/orders/new: the placeholder of the lead-sourcing order form (SPEC §2). */
export function NewOrderPage() {
  return (
    <div className={page.page}>
      <Card>
        <CardHeader>
          <h1 className={styles.title}>Order Form Coming Soon</h1>
          <CardDescription>
            Soon you will describe your ideal customer profile here and we will source and verify leads that
            match it.
          </CardDescription>
        </CardHeader>
        <CardContent className={page.actions}>
          <Button asChild>
            <Link to="/">Back to Dashboard</Link>
          </Button>
          <Button variant="outline" disabled>
            Save Preset (soon)
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
