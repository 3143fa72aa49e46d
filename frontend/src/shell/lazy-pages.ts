import { lazy } from 'react';

// The shell's own pages load on demand; the "Loading..." screen shows meanwhile (SPEC §2.4). Module pages
// are lazy-loaded by their module's manifest.
export const LazyHelpIndexPage = lazy(() => import('../help/help-index-page').then((module) => ({ default: module.HelpIndexPage })));
export const LazyHelpArticlePage = lazy(() => import('../help/help-article-page').then((module) => ({ default: module.HelpArticlePage })));
export const LazyDashboardPage = lazy(() => import('../pages/dashboard-page').then((module) => ({ default: module.DashboardPage })));
export const LazyPlannedModulePage = lazy(() =>
  import('../pages/planned-module-page').then((module) => ({ default: module.PlannedModulePage })),
);
