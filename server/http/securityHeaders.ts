/**
 * The security headers of every answer (helmet): the Content-Security-Policy and the rest, built once
 * at start. @fastify/helmet built helmet's middleware anew for every request (its parsing of the
 * directives was a tenth of a bare route's CPU); the headers are the same for every request here.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOrigins {
  /** The news feed's image origin (NEWS_FEED_URL), shown in the news. */
  imageOrigin?: string;
  /** The error tracker's origin (SENTRY_DSN): the browser sends its reports there. */
  trackerOrigin?: string;
}

export function registerSecurityHeaders(app: FastifyInstance, origins: SecurityHeaderOrigins): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(origins.imageOrigin ? [origins.imageOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(origins.trackerOrigin ? [origins.trackerOrigin] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent only over HTTPS, by app.ts (docs/decisions.md "XSRF, HTTPS and proxies").
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws what goes wrong (a bad directive is found at start, above), and calls back without an error.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
