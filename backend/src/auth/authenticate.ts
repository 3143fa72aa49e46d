import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Principal, Role, TokenVerifier } from './principal';

declare module 'express-serve-static-core' {
  interface Locals {
    principal?: Principal | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? (match[1] as string) : null;
}

// Resolves the caller once per request; routes then require what they need.
export function authenticate(verify: TokenVerifier): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      res.locals.principal = null;
      next();
      return;
    }
    verify(token)
      .then((principal) => {
        res.locals.principal = principal;
        next();
      })
      .catch(next);
  };
}

export function requireRole(...roles: Role[]): RequestHandler {
  return (_req, res, next) => {
    const principal = res.locals.principal;
    if (!principal) {
      res.status(401).json({ error: 'Authentication required' });
      return;
    }
    if (!roles.includes(principal.role)) {
      res.status(403).json({ error: 'You do not have permission to do this' });
      return;
    }
    next();
  };
}

export const requireSignedIn = requireRole('admin', 'staff', 'client');
export const requireStaff = requireRole('admin', 'staff');
