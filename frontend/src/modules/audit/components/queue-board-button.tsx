import { Button } from '@blueprintjs/core';
import { showToast } from '../../../shell/toasts';
import { useOpenQueueBoard } from '../hooks/use-audit-commands';

// Administrators' way to the background jobs (e-mail, reminders, hold expiry, imports): bull-board in a new tab.
export function QueueBoardButton() {
  const link = useOpenQueueBoard();
  const open = () => {
    // The tab is opened during the click, where no pop-up blocker stops it, and sent to the board once the
    // one-time link is known.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      },
      onError: (error) => {
        tab?.close();
        showToast({ message: `Could not open the queue board: ${error.message}`, intent: 'danger' });
      },
    });
  };
  return (
    <div className="read-models-queues">
      <p className="read-models-intro">
        Background jobs (e-mail and text messages, hold expiry, imports, missed clock-outs) wait in queues.
      </p>
      <Button icon="share" text="Open queue board" loading={link.isPending} onClick={open} />
    </div>
  );
}
