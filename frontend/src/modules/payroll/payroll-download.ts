import { ApiError, errorMessageFromBody } from '../../api/api-client';
import { readStoredToken } from '../../session/session-storage';

// A run's CSV is a file behind the session's token: fetched, then handed to the browser to save.
export async function downloadPayrollCsv(runId: string, periodStart: string): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(`/api/payroll/runs/${encodeURIComponent(runId)}/csv`, {
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
  link.download = `payroll-${periodStart}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
