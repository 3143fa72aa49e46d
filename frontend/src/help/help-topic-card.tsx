import { Card, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { HelpTopic } from './help-topics';

// The link holds only the title, so its accessible name is the topic title; CSS stretches it over the card.
export function HelpTopicCard({ topic }: { topic: HelpTopic }) {
  return (
    <Card className="help-card" compact>
      <Link className="help-card-link" to={`/help/${topic.slug}`}>
        {topic.title}
      </Link>
      <p className="help-card-summary">{topic.summary}</p>
      <HelpAvailabilityTag available={topic.available} />
    </Card>
  );
}

export function HelpAvailabilityTag({ available }: { available: boolean }) {
  return available ? (
    <Tag intent="success" minimal round>
      Available now
    </Tag>
  ) : (
    <Tag minimal round>
      Coming soon
    </Tag>
  );
}
