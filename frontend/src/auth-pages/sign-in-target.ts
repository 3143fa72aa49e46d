// Where a person goes after signing in. Clients always go to online booking; everyone else returns to the
// page they first asked for (the protected path the login page stood in for, or /login?next=...), else the
// dashboard. Only same-site paths are followed, so a crafted link cannot send someone to another site.
const NOT_A_DESTINATION = ['/login', '/forgot-password', '/reset-password'];

export function signInTarget(role: string, location: { pathname: string; search: string; hash?: string }): string {
  if (role === 'client') return '/booking';
  const requested =
    location.pathname === '/login'
      ? new URLSearchParams(location.search).get('next')
      : `${location.pathname}${location.search}${location.hash ?? ''}`;
  return safeDestination(requested) ?? '/dashboard';
}

function safeDestination(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/' || [...path].some((character) => character.charCodeAt(0) < 32)) return null;
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (NOT_A_DESTINATION.some((prefix) => pathname.startsWith(prefix))) return null;
  return path;
}
