// The rows of one table that a batch touches: loaded once, changed in memory in the batch's order (so a
// booking and its cancellation in one batch end as they would one at a time), and written back in a
// statement or two (generation-tables.ts): the keys the batch emptied, and the rows the others hold now.
// A key may stand for several rows (an appointment's items): the row type is then a list.
//
// Every key the batch may touch must be loaded first: a key that was not loaded looks absent, and its
// row would be replaced rather than changed.
export type BatchRows<Row> = {
  get(key: string): Row | undefined;
  // Inserts unless the key holds a row already (an insert `on conflict do nothing`); true when it inserted.
  insert(key: string, row: Row): boolean;
  // Inserts or replaces.
  put(key: string, row: Row): void;
  // Changes the row the key holds, if any (an `update … where key = …`); returns the changed row.
  update(key: string, change: (row: Row) => Row): Row | undefined;
  // Returns the removed row, if there was one.
  remove(key: string): Row | undefined;
  // The rows held now, loaded and changed alike.
  rows(): Row[];
  write(writes: TableWrites<Row>): Promise<void>;
};

// What a batch changed in one table: the keys it emptied, and the keys it changed with what they hold now.
export type TableWrites<Row> = (changes: { removed: string[]; kept: { key: string; row: Row }[] }) => Promise<void>;

export function batchRows<Row>(loaded: Iterable<readonly [string, Row]>): BatchRows<Row> {
  const current = new Map<string, Row>(loaded);
  const changed = new Set<string>();
  const set = (key: string, row: Row) => {
    current.set(key, row);
    changed.add(key);
  };
  return {
    get: (key) => current.get(key),
    insert(key, row) {
      if (current.has(key)) return false;
      set(key, row);
      return true;
    },
    put: set,
    update(key, change) {
      const row = current.get(key);
      if (row === undefined) return undefined;
      const next = change(row);
      set(key, next);
      return next;
    },
    remove(key) {
      const row = current.get(key);
      if (row === undefined) return undefined;
      current.delete(key);
      changed.add(key);
      return row;
    },
    rows: () => [...current.values()],
    async write(writes) {
      if (changed.size === 0) return;
      const removed: string[] = [];
      const kept: { key: string; row: Row }[] = [];
      for (const key of changed) {
        const row = current.get(key);
        if (row === undefined) removed.push(key);
        else kept.push({ key, row });
      }
      changed.clear();
      await writes({ removed, kept });
    },
  };
}

// The usual case: one row per `id`.
export function rowsById<Row extends { id: string }>(rows: readonly Row[]): BatchRows<Row> {
  return batchRows(rows.map((row) => [row.id, row] as const));
}
