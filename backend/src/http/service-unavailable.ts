// Errors that say PostgreSQL or Redis is away for a moment (restarting, failing over, the pool unable to
// connect), rather than that the request or the code is wrong: the API answers them 503 with Retry-After, so
// a client retries (with its Idempotency-Key) instead of taking a 500 for a bug.

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Connection is closed\.?$/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

// Example: isServiceUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })) === true
export function isServiceUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    // SQLSTATE class 08: connection exceptions.
    if (typeof code === 'string' && (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
