import { H2, H3, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

// Blueprint's NonIdealState renders its title as an h4 wherever it sits, which skips levels under a page's
// h1 or a section's h2 (axe's heading-order). This one takes the level its place in the outline needs and
// keeps Blueprint's look and structure (heading, then description, in the state's text block).
export function EmptyState({ icon, title, description, level }: { icon: IconName; title: string; description?: ReactNode; level: 2 | 3 }) {
  const Heading = level === 2 ? H2 : H3;
  return (
    <NonIdealState
      icon={icon}
      description={
        <>
          <Heading className="empty-state-title">{title}</Heading>
          {typeof description === 'string' ? <div>{description}</div> : description}
        </>
      }
    />
  );
}
