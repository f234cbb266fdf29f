import type { NextFunction, Request, Response } from 'express';

export const API_CONTENT_SECURITY_POLICY = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'`;

/**
 * Conservative headers for every response. The Content-Security-Policy here is the API's (nothing runs, nothing
 * frames it); the HTML pages replace it with the page policy (modules/static/content-security-policy.ts).
 * HSTS is sent when cookies are marked Secure (COOKIE_SECURE=true) or the request itself came over HTTPS.
 */
export function securityHeaders(opts: { cookieSecure: 'auto' | boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Stored client files (PDF, images) open in the browser's own viewers; their route sets what they need.
    if (!req.path.startsWith('/api/files/')) res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    if (opts.cookieSecure === true || req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
