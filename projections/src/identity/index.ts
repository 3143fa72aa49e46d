// The identity read models' public entry besides identity-queries.ts: its projections, for whoever composes
// read models (the registry, a test running several). Tables and folds stay the module's own.
export { permissionGroupProjection } from './permission-group-projection';
export { userAccountProjection } from './user-account-projection';
