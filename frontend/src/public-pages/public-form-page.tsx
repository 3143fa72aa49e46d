import { Callout, Card, Intent } from '@blueprintjs/core';
import { PublicFrame } from './public-frame';

// /forms/{digits} (SPEC §2.1, §5): filling in a form online comes with the forms module.
export function PublicFormPage({ id }: { id: string }) {
  return (
    <PublicFrame>
      <Card className="public-card">
        <h1 className="public-title">Form {id}</h1>
        <Callout intent={Intent.WARNING} icon="document" title="Online forms are not available yet">
          Filling in and signing forms online is coming soon. If you were asked to complete this form, please ask the team to help you with
          it in person.
        </Callout>
      </Card>
    </PublicFrame>
  );
}
