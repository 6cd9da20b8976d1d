import { Button } from '@leadproof/ui';
import { Link } from 'react-router-dom';
import * as page from '../lib/page.css';

/** Any /dashboard path the router does not know: the product's 404 screen. */
export function NotFoundPage() {
  return (
    <div className={page.page}>
      <h1 className={page.title}>404 Page Not Found</h1>
      <p className={page.subtitle}>Did you forget to add the page to the router?</p>
      <div>
        <Button asChild variant="outline">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
