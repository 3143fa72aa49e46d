import { useEffect } from 'react';
import { Callout, Classes } from '@blueprintjs/core';
import { Link, useParams } from 'react-router-dom';
import { usePermissions } from '../access/use-permissions';
import { PageFrame } from '../shell/page-frame';
import { HelpArticleBody } from './help-article-body';
import { findHelpArticle } from './help-articles';
import { HelpBreadcrumbs } from './help-breadcrumbs';
import type { HelpTopicSlug } from './help-topics';
import './help.css';

// The screens built in this version, so an article can open the screen it describes.
const screenPaths: Partial<Record<HelpTopicSlug, string>> = {
  clients: '/clients',
  services: '/services',
  locations: '/locations',
  settings: '/settings',
  permissions: '/permissions',
  classes: '/classes',
  rooms: '/rooms',
  devices: '/devices',
};

// /help/:topic
export function HelpArticlePage() {
  const { topic = '' } = useParams();
  const article = findHelpArticle(topic);
  const { isAdmin } = usePermissions();

  // A related-topic link replaces the article in place; start the reader at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [topic]);

  if (!article) return <UnknownTopic topic={topic} />;

  const screenPath = article.available ? screenPaths[article.slug] : undefined;
  // The Permissions screen is the administrators' alone (SPEC §6.1), so only they are offered the way there.
  const showScreenLink = screenPath !== undefined && (article.slug !== 'permissions' || isAdmin);

  return (
    <div className="help-page">
      <HelpBreadcrumbs current={article.title} />
      <PageFrame
        title={article.title}
        description={article.summary}
        actions={
          showScreenLink ? (
            <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={screenPath}>
              Open {article.title}
            </Link>
          ) : null
        }
      >
        {article.available ? null : (
          <Callout intent="warning" icon="info-sign" className="help-unavailable">
            This screen is not available yet in this version. This article describes how it works once it is.
          </Callout>
        )}
        <HelpArticleBody article={article} />
      </PageFrame>
    </div>
  );
}

function UnknownTopic({ topic }: { topic: string }) {
  // The topic comes from the address bar: React escapes it, and a long one is cut so the page stays readable.
  const shown = topic.length > 60 ? `${topic.slice(0, 60)}…` : topic;
  return (
    <div className="help-page">
      <HelpBreadcrumbs current="Unknown topic" />
      <PageFrame title="No article for this topic">
        <p>There is no help article for “{shown}”. The address may be mistyped, or the topic may have been renamed.</p>
        <p>
          <Link to="/help">Browse all help topics</Link>
        </p>
      </PageFrame>
    </div>
  );
}
