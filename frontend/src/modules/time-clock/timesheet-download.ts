import { ApiError, errorMessageFromBody } from '../../api/api-client';
import { withQuery } from '../../api/with-query';
import { readStoredToken } from '../../session/session-storage';

// The CSV is a file behind the session's token: fetched, then handed to the browser to save.
export async function downloadTimesheetsCsv(date: string | null): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(withQuery('/api/time-clock/timesheets.csv', { date }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorMessageFromBody(body, response.statusText), response.status, response.statusText, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `timesheets-${date ?? 'current'}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
