// Adds a value to the list a map keeps under a key, starting the list at the key's first value (rows
// grouped by a column, in the order they came).
export function appendTo<Value>(lists: Map<string, Value[]>, key: string, value: Value): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}
