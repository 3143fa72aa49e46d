import { Button, Callout } from '@blueprintjs/core';

export type Refusal = { title: string; reason: string };

// A command the server refused (a clash, a rule, a missing permission), in the server's own words.
export function RefusalCallout({ refusal, onDismiss }: { refusal: Refusal; onDismiss(): void }) {
  return (
    <Callout intent="danger" role="alert" title={refusal.title} className="catalogue-refusal">
      <p>{refusal.reason}</p>
      <Button size="small" variant="minimal" text="Dismiss" onClick={onDismiss} />
    </Callout>
  );
}
