import { Icon } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

export function HelpBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="help-breadcrumbs">
      <ol>
        <li>
          <Link to="/help">Help Centre</Link>
        </li>
        <li aria-current="page">
          <Icon icon="chevron-right" size={12} aria-hidden="true" />
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
