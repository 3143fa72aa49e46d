import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { permissionCatalogue } from '@chairside/shared/identity/permissions';
import type { HelpArticle, HelpSection } from './help-article';
import { findHelpTopic } from './help-topics';

const permissionLabels = new Map<string, string>(permissionCatalogue.map((entry) => [entry.name, entry.label]));

export function HelpArticleBody({ article }: { article: HelpArticle }) {
  return (
    <article className="help-article" aria-labelledby="page-title">
      {article.intro.map((paragraph) => (
        <p key={paragraph} className="help-intro">
          {paragraph}
        </p>
      ))}
      {article.sections.map((section, index) => (
        <HelpArticleSection key={section.heading} section={section} id={`help-section-${index + 1}`} />
      ))}
      <WhoCanUseIt article={article} />
      <RelatedTopics article={article} />
    </article>
  );
}

function HelpArticleSection({ section, id }: { section: HelpSection; id: string }) {
  return (
    <section aria-labelledby={id} className="help-section">
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.steps ? (
        <ol className="help-steps">
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {section.afterSteps?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.tips?.map((tip) => (
        <Callout key={tip} icon="lightbulb" intent="primary" className="help-tip" compact>
          <strong>Tip: </strong>
          {tip}
        </Callout>
      ))}
    </section>
  );
}

function WhoCanUseIt({ article }: { article: HelpArticle }) {
  return (
    <section aria-labelledby="help-who" className="help-section">
      <h2 id="help-who">Who can use it</h2>
      <p>{article.access.summary}</p>
      {article.access.permissions.length > 0 ? (
        <ul className="help-permissions" aria-label="Permissions">
          {article.access.permissions.map((name) => (
            <li key={name}>{permissionLabels.get(name) ?? name}</li>
          ))}
        </ul>
      ) : null}
      <p className="help-muted">
        Administrators always have every permission. An administrator gives permissions to others on the Permissions screen.
      </p>
    </section>
  );
}

function RelatedTopics({ article }: { article: HelpArticle }) {
  return (
    <nav aria-labelledby="help-related" className="help-section help-related">
      <h2 id="help-related">Related topics</h2>
      <ul>
        {article.related.map((slug) => {
          const topic = findHelpTopic(slug);
          return topic ? (
            <li key={slug}>
              <Link to={`/help/${slug}`}>{topic.title}</Link>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
