// Deciders' states never change a Map in place: these return a new one, or the same one when nothing changes.

// The entry under `key` changed (the map as it was when there is none).
export function patch<K, V>(entries: Map<K, V>, key: K, change: (entry: V) => V): Map<K, V> {
  const entry = entries.get(key);
  return entry === undefined ? entries : new Map(entries).set(key, change(entry));
}

// The map without `key`.
export function without<K, V>(entries: Map<K, V>, key: K): Map<K, V> {
  const next = new Map(entries);
  next.delete(key);
  return next;
}
