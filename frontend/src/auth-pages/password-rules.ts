// The checks a new password passes in the browser before it is sent, with messages a person can act on.
// The server applies the same limits (identity-dto's password schema); these only spare a round trip.
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export type NewPasswordProblems = { password?: string; confirmation?: string };

// Example: checkNewPassword('short', 'short') → { password: 'Use at least 8 characters.' }
export function checkNewPassword(password: string, confirmation: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!password) problems.password = 'Enter a new password.';
  else if (password.length < MIN_PASSWORD_LENGTH) problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (password.length > MAX_PASSWORD_LENGTH) problems.password = `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (!confirmation) problems.confirmation = 'Type the new password again.';
  else if (confirmation !== password) problems.confirmation = 'The two passwords do not match.';
  return problems;
}

export function hasProblems(problems: Record<string, string | undefined>): boolean {
  return Object.values(problems).some(Boolean);
}
