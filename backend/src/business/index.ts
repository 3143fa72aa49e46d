// The business module's public entry: what other modules may use. Everything else in this folder is the module's own.
export { requireBusinessId } from './business-service';
