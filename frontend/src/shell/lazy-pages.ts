import { lazy } from 'react';

// Module pages load on demand; the "Loading..." screen shows meanwhile (SPEC §2.4).
export const LazySettingsPage = lazy(() => import('../modules/settings/settings-page').then((module) => ({ default: module.SettingsPage })));
export const LazyLocationsPage = lazy(() => import('../modules/locations/locations-page').then((module) => ({ default: module.LocationsPage })));
export const LazyPermissionsPage = lazy(() => import('../modules/permissions/permissions-page').then((module) => ({ default: module.PermissionsPage })));
export const LazyHelpIndexPage = lazy(() => import('../help/help-index-page').then((module) => ({ default: module.HelpIndexPage })));
export const LazyHelpArticlePage = lazy(() => import('../help/help-article-page').then((module) => ({ default: module.HelpArticlePage })));
export const LazyDashboardPage = lazy(() => import('../pages/dashboard-page').then((module) => ({ default: module.DashboardPage })));
export const LazyPlannedModulePage = lazy(() => import('../pages/planned-module-page').then((module) => ({ default: module.PlannedModulePage })));
