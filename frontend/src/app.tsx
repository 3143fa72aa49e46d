import { useCallback } from 'react';
import { BrowserRouter, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { ForgotPasswordPage } from './auth-pages/forgot-password-page';
import { ForgotPasswordSmsPage } from './auth-pages/forgot-password-sms-page';
import { LoginPage } from './auth-pages/login-page';
import { ResetPasswordPage } from './auth-pages/reset-password-page';
import { PaymentSuccessOverlay } from './payments/payment-success-overlay';
import { BookingPage } from './public-pages/booking-page';
import { PublicDocumentPage } from './public-pages/public-document-page';
import { PublicFormPage } from './public-pages/public-form-page';
import { useSessionBootstrap } from './session/session-bootstrap';
import { sessionAtom } from './session/session-state';
import { CrashBoundary } from './shell/crash-boundary';
import { LoadingScreen } from './shell/loading-screen';
import { StaffApp } from './shell/staff-app';
import { isPublicFormPath, matchStandalonePage, type StandaloneMatch } from './shell/standalone-pages';
import { useTheme } from './theme/use-theme';

export function App() {
  return (
    <BrowserRouter>
      <CrashBoundary>
        <AppRoutes />
        <PaymentSuccessOverlay />
      </CrashBoundary>
    </BrowserRouter>
  );
}

function AppRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status, user } = useAtomValue(sessionAtom);
  const publicFormPage = isPublicFormPath(pathname);
  const toLogin = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);

  useSessionBootstrap({ skip: publicFormPage, navigate: toLogin });
  useTheme({ status, user, publicFormPage });

  // SPEC §2.1: these pages are chosen by path before any sign-in logic.
  const standalone = matchStandalonePage(pathname);
  if (standalone) return <StandalonePage match={standalone} />;

  if (status === 'loading') return <LoadingScreen />;
  // SPEC §2.2: a visitor sees the login page at /login, / and every other path.
  if (status === 'unauthenticated' || !user) return <LoginPage />;
  // SPEC §2.3: a client only ever uses /booking.
  if (user.role === 'client') return <Navigate to="/booking" replace />;
  return <StaffApp user={user} />;
}

function StandalonePage({ match }: { match: StandaloneMatch }) {
  switch (match.page) {
    case 'reset-password':
      return <ResetPasswordPage />;
    case 'forgot-password-sms':
      return <ForgotPasswordSmsPage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'booking':
      return <BookingPage />;
    case 'public-form':
      return <PublicFormPage id={match.id} />;
    case 'public-document':
      return <PublicDocumentPage id={match.id} />;
    default: {
      const unreachable: never = match;
      return unreachable;
    }
  }
}
