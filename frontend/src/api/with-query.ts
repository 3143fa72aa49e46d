// A path with its query string; parameters that are undefined, null, false or empty are left out.
// Example: withQuery('/api/rooms', { locationId: 'a', includeArchived: false }) === '/api/rooms?locationId=a'
export function withQuery(path: string, params: Record<string, string | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== false && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
