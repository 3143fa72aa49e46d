// SPEC §2.1 and §5: pages shown outside the layout, chosen by path before any sign-in logic runs.
// /forgot-password-sms is tested before /forgot-password (ARCHITECTURE §10: the more specific prefix wins).

export type StandaloneMatch =
  | { page: 'reset-password' }
  | { page: 'forgot-password-sms' }
  | { page: 'forgot-password' }
  | { page: 'booking' }
  | { page: 'public-form'; id: string }
  | { page: 'public-document'; id: string };

const publicFormPath = /^\/forms\/(\d+)$/;
const publicDocumentPath = /^\/documents\/([A-Za-z0-9_-]+)$/;

export function matchStandalonePage(pathname: string): StandaloneMatch | null {
  if (pathname.startsWith('/reset-password')) return { page: 'reset-password' };
  if (pathname.startsWith('/forgot-password-sms')) return { page: 'forgot-password-sms' };
  if (pathname.startsWith('/forgot-password')) return { page: 'forgot-password' };
  if (pathname === '/booking') return { page: 'booking' };
  const form = publicFormPath.exec(pathname);
  if (form?.[1]) return { page: 'public-form', id: form[1] };
  const document = publicDocumentPath.exec(pathname);
  if (document?.[1]) return { page: 'public-document', id: document[1] };
  return null;
}

// SPEC §4.1: sign-in initialisation is skipped on public form pages, which always use the default colors.
export function isPublicFormPath(pathname: string): boolean {
  return publicFormPath.test(pathname);
}
