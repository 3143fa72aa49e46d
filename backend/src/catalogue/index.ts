// The catalogue module's public entry: what other modules may use. Everything else in this folder is the module's own.
export { setStaffServices } from './catalogue-service';
// The demo catalogue's fixed ids, which the diary's demo seeds (and their tests) book.
export { demoCatalogue } from './demo-catalogue';
