import { useMemo, useState } from 'react';
import { Button, FormGroup, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../shell/page-frame';
import { searchHelp } from './help-search';
import { HelpTopicCard } from './help-topic-card';
import { findHelpTopic, helpTopicGroups, type HelpTopic } from './help-topics';
import './help.css';

// /help: search over every article, or browse the topics grouped as the sidebar groups their screens.
export function HelpIndexPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The field keeps its own state (typing stays instant); the URL mirrors it so Back from an article restores the search.
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const results = useMemo(() => searchHelp(query), [query]);
  const searching = query.trim() !== '';
  const { articles, comingSoon } = results;

  const changeQuery = (value: string) => {
    setQuery(value);
    setSearchParams(value.trim() ? { q: value } : {}, { replace: true });
  };

  return (
    <PageFrame
      title="Help Centre"
      description="Step-by-step guides for the front desk, managers and owners. Guides marked Available now describe screens you can use today; the others describe screens coming in a later version."
    >
      <div className="help-index">
        <FormGroup label="Search help" labelFor="help-search" className="help-search">
          <InputGroup
            id="help-search"
            type="search"
            leftIcon="search"
            placeholder="For example: default location"
            value={query}
            onValueChange={changeQuery}
            autoComplete="off"
          />
        </FormGroup>
        {searching ? (
          <section aria-label="Search results">
            <p role="status" className="help-result-count">
              {articles.length === 0
                ? 'No articles match'
                : articles.length === 1
                  ? '1 article matches'
                  : `${articles.length} articles match`}
            </p>
            {articles.length === 0 ? (
              <NonIdealState
                icon="search"
                description="Try another word, for example the name of a screen, or browse all topics."
                action={<Button text="Clear search" onClick={() => changeQuery('')} />}
              />
            ) : (
              <HelpTopicGrid topics={articles} />
            )}
          </section>
        ) : null}
        {searching && comingSoon.length > 0 ? (
          <section aria-labelledby="help-coming-soon" className="help-area">
            <h2 id="help-coming-soon">Screens coming in a later version</h2>
            <HelpTopicGrid topics={comingSoon} />
          </section>
        ) : null}
        {searching ? null : <HelpTopicGroups />}
      </div>
    </PageFrame>
  );
}

function HelpTopicGroups() {
  return (
    <>
      {helpTopicGroups.map(({ area, slugs }) => {
        const topics = slugs.map(findHelpTopic).filter((topic): topic is HelpTopic => topic !== undefined);
        const headingId = `help-area-${area.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <section key={area} aria-labelledby={headingId} className="help-area">
            <h2 id={headingId}>{area}</h2>
            <HelpTopicGrid topics={topics} />
          </section>
        );
      })}
    </>
  );
}

// Topics as a grid of cards: the search results, and each area's topics.
function HelpTopicGrid({ topics }: { topics: readonly HelpTopic[] }) {
  return (
    <ul className="help-grid">
      {topics.map((topic) => (
        <li key={topic.slug}>
          <HelpTopicCard topic={topic} />
        </li>
      ))}
    </ul>
  );
}
