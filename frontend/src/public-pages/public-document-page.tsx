import { Callout, Card, Intent } from '@blueprintjs/core';
import { PublicFrame } from './public-frame';

// /documents/{slug} (SPEC §2.1, §5): shared documents come with the documents module.
export function PublicDocumentPage({ id }: { id: string }) {
  return (
    <PublicFrame>
      <Card className="public-card">
        <h1 className="public-title">Document</h1>
        <Callout intent={Intent.WARNING} icon="document-open" title="Shared documents are not available yet">
          The document “{id}” cannot be shown yet: viewing shared documents online is coming soon. Please ask the team for a copy.
        </Callout>
      </Card>
    </PublicFrame>
  );
}
