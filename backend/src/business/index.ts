// The business module's public entry: what other modules may use. Everything else in this folder is the module's own.
export { requireBusinessId } from './business-service';
// The demo business's fixed ids, which the other modules' demo seeds (and their tests) place things at.
export { demoBusinessId, demoLocations } from './demo-business';
