import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { APPOINTMENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import type { User } from '@chairside/shared/identity/identity-dto';
import { useLiveUpdates } from '../live/use-live-updates';
import { paymentSuccessAmount } from '../payments/payment-success-live';
import { showPaymentSuccess } from '../payments/payment-success-state';
import { usePermissions } from '../access/use-permissions';
import { readStoredToken } from '../session/session-storage';
import { refreshSessionUser } from '../session/user-api';
import { AppHeader } from './app-header';
import { LazyPlannedModulePage } from './lazy-pages';
import { LoadingScreen } from './loading-screen';
import { NotFoundPage } from './not-found-page';
import { RouteGuard } from './route-guard';
import { useSelectedLocation } from './selected-location';
import { Sidebar } from './sidebar';
import { useSidebarOpen } from './sidebar-state';
import { backOfficeRoutes, type BackOfficeRoute } from './back-office-routes';
import { showToast } from './toasts';
import { BuiltScreensContext } from './built-screens';

const builtScreens: ReadonlySet<string> = new Set(backOfficeRoutes.filter((route) => !('planned' in route)).map((route) => route.path));

function ScreenOf({ route }: { route: BackOfficeRoute }) {
  if ('planned' in route) return <LazyPlannedModulePage screen={route.planned} />;
  const Page = route.page;
  return <Page />;
}

// SPEC §2.4–§2.8: the signed-in back office — header, sidebar and the routes of a non-client user.
export function StaffApp({ user }: { user: User }) {
  const { open, setOpen, toggle } = useSidebarOpen();
  const { location, loading: locationsLoading } = useSelectedLocation();
  const { error: permissionsError, loading: permissionsLoading, canAny } = usePermissions();

  // Whoever may read the calendar also follows the location's calendar room, whose notices carry the
  // changed appointments themselves (the screen patches instead of reading the day again).
  const calendar = location && canAny(APPOINTMENT_READ_PERMISSIONS) ? [`calendar:${location.id}`] : [];
  const pos = location && canAny(['view_pos']) ? [`pos:${location.id}`] : [];
  // Client changes name the clients: their room is for whoever may read the client book.
  const clients = canAny(['view_clients']) ? ['clients'] : [];
  // New events in the history, for the audit screen's live top.
  const audit = canAny(['view_audit_log']) ? ['audit'] : [];
  const rooms = [
    'business',
    'staff',
    `user:${user.id}`,
    ...(location ? [`location:${location.id}`] : []),
    ...calendar,
    ...pos,
    ...clients,
    ...audit,
  ];
  useLiveUpdates(
    rooms,
    readStoredToken(),
    (message) => {
      // A change to this user (name, picture, groups) refreshes the signed-in user shown in the header.
      if (message.topic === 'users' && message.ids.includes(user.id)) refreshSessionUser(user.id).catch(() => undefined);
      const paid = paymentSuccessAmount(message, { locationId: location?.id ?? null, canViewPos: canAny(['view_pos']) });
      if (paid !== null) showPaymentSuccess(paid);
    },
    // Join once the selected location and the permissions are known, instead of joining twice.
    !locationsLoading && !permissionsLoading,
  );

  useEffect(() => {
    if (permissionsError) showToast({ message: permissionsError, intent: 'danger' });
  }, [permissionsError]);

  return (
    <BuiltScreensContext value={builtScreens}>
      <div className={open ? 'app-shell app-shell-sidebar-open' : 'app-shell'}>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <Sidebar open={open} user={user} onNavigate={() => setOpen(false)} onClose={() => setOpen(false)} />
        <div className="app-main-column">
          <AppHeader sidebarOpen={open} onToggleSidebar={toggle} />
          <main id="main-content" className="app-content" tabIndex={-1}>
            <Suspense fallback={<LoadingScreen fill={false} />}>
              <Routes>
                {backOfficeRoutes.map((route) => (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={
                      <RouteGuard requirement={route.guard}>
                        <ScreenOf route={route} />
                      </RouteGuard>
                    }
                  />
                ))}
                {/* Just signed in: the login address has nothing more to show. */}
                <Route path="/login" element={<Navigate to="/dashboard" replace />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </main>
        </div>
      </div>
    </BuiltScreensContext>
  );
}
