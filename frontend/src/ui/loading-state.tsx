import { Spinner } from '@blueprintjs/core';
import './ui.css';

// The words of SPEC's loading state, visible, next to a spinner that is only decoration.
export function LoadingState() {
  return (
    <div role="status" className="ui-loading">
      <Spinner size={16} aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
