import { Button, Callout } from '@blueprintjs/core';
import './ui.css';

// hint: a plain next step, when the server's reason alone does not say what to do.
export type Refusal = { title: string; reason: string; hint?: string | null };

// A command the server refused (a clash, a rule, a missing permission), in the server's own words; nothing
// while there is no refusal.
export function RefusalCallout({ refusal, onDismiss }: { refusal: Refusal | null; onDismiss(): void }) {
  if (!refusal) return null;
  return (
    <Callout intent="danger" role="alert" title={refusal.title} className="ui-refusal">
      <p>{refusal.reason}</p>
      {refusal.hint ? <p>{refusal.hint}</p> : null}
      <Button size="small" variant="minimal" text="Dismiss" onClick={onDismiss} />
    </Callout>
  );
}
