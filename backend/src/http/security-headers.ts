import helmet from 'helmet';
import type { RequestHandler } from 'express';

// helmet's defaults with a Content-Security-Policy the built app passes: scripts and styles only from
// our origin (Blueprint and react-big-calendar set inline style attributes, which style-src must allow),
// the live socket on our own origin, pictures also as data:/blob: URLs (resized profile photos) and from
// https hosts (a business logo is an image URL), never framed by another site.
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // The app is served over plain http on a LAN or localhost as often as behind TLS; HSTS belongs to
    // the TLS-terminating proxy, which knows whether https is really there.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
