// What other parts of the backend use of the audit module: the integrity check (npm run integrity).
export { runIntegrityCheck, type IntegrityDeps, type IntegrityProgress } from './integrity-check';
