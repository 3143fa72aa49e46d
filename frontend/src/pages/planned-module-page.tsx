import { Callout, H2, Icon, Intent, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { findHelpTopic } from '../help/help-topics';
import { PageFrame } from '../shell/page-frame';
import type { PlannedScreen } from '../shell/back-office-routes';

// A screen whose module is not built yet: it says what it will do and where to read about it, and offers
// no control that could be mistaken for a working feature.
export function PlannedModulePage({ screen }: { screen: PlannedScreen }) {
  const topic = screen.helpTopic ? findHelpTopic(screen.helpTopic) : undefined;
  return (
    <PageFrame
      title={screen.title}
      description={
        <Tag minimal intent={Intent.WARNING}>
          Not available yet
        </Tag>
      }
    >
      <Callout intent={Intent.PRIMARY} icon="time" className="planned-callout">
        {/* Blueprint's `title` is always an h5; under the page's h1 it must be an h2. */}
        <H2 className="callout-title">This screen is not available yet</H2>
        <p>{screen.purpose}</p>
        <p className="planned-note">It arrives in a later version of Chairside. Nothing on this page changes any data.</p>
      </Callout>
      <p className="planned-help">
        <Icon icon="help" aria-hidden="true" />{' '}
        {topic ? (
          <Link to={`/help/${topic.slug}`}>Read the {topic.title} help article</Link>
        ) : (
          <Link to="/help">Browse the Help Centre</Link>
        )}
      </p>
    </PageFrame>
  );
}
