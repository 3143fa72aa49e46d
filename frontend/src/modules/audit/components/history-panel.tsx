// The whole event history, newest first, filtered, growing live at the top.
export function HistoryPanel() {
  return null;
}
