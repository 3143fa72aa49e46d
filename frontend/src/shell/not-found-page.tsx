import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '../ui/empty-state';
import { PageFrame } from './page-frame';

// SPEC §8: an unknown path while signed in.
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageFrame title="Page not found">
      <EmptyState
        icon="search"
        title="There is no page at this address"
        level={2}
        description={
          <p>
            Nothing lives at <code>{pathname}</code>. Check the address, or go back to the <Link to="/dashboard">dashboard</Link>.
          </p>
        }
      />
    </PageFrame>
  );
}
