// The change feed's cursor (docs/decisions.md): `<transaction id>.<row id>` of a ui_changes row, both
// unbounded integers. The one place that writes, reads and orders it: the publisher stamps messages with
// it, a reconnecting browser sends its last one back, the server replays what came after.
export type ChangeCursor = { commit: bigint; id: bigint };

// Example: formatChangeCursor({ commit: 812n, id: 4n }) === '812.4'
export function formatChangeCursor(cursor: ChangeCursor): string {
  return `${cursor.commit}.${cursor.id}`;
}

// The cursor a text names, or null when it is not one. Example: parseChangeCursor('812.4') → { commit: 812n, id: 4n }
export function parseChangeCursor(text: string): ChangeCursor | null {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text);
  return match ? { commit: BigInt(match[1] as string), id: BigInt(match[2] as string) } : null;
}

// Feed order: by transaction, then by row within it. Example: compareChangeCursors(a, b) < 0 when a came first.
export function compareChangeCursors(a: ChangeCursor, b: ChangeCursor): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}
