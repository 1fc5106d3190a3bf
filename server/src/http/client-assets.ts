import path from 'node:path';
import type { RequestHandler } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';

/** Hashed file names (Vite's build.assetsDir): a new build writes new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page that names the hashed files: always revalidated, so a new build shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Files at fixed names that a new build changes, revalidated on every use like index.html: the
 * service worker (the browser would otherwise keep an old worker, and with it an old precache,
 * for as long as an HTTP cache allowed) and the web app manifest.
 */
const ALWAYS_REVALIDATED = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/**
 * The built client: each file in the encoding the browser accepts, from the `.br` and `.gz` files
 * the build wrote next to it (Brotli first, then gzip, else as is; always `Vary: Accept-Encoding`
 * where a variant exists). Hashed assets are cached for a year, index.html, the service worker and the
 * manifest are revalidated every time, anything else (files of client/public) for an hour. Client
 * routes are answered by http/page-document.ts.
 */
export function clientAssets(clientDist: string): RequestHandler {
  const assetsDir = path.join(clientDist, 'assets') + path.sep;
  const serve = expressStaticGzip(clientDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // Cache-Control is written below from the file served (its .br/.gz variant has the same name plus the extension).
      cacheControl: false,
      setHeaders(res, file) {
        const name = file.replace(/\.(br|gz)$/, '');
        if (name.startsWith(assetsDir)) res.setHeader('Cache-Control', IMMUTABLE);
        else if (path.dirname(name) === path.resolve(clientDist) && ALWAYS_REVALIDATED.has(path.basename(name))) res.setHeader('Cache-Control', REVALIDATE);
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    },
  });
  return serve;
}

/**
 * JSON answers of /graphql and /api over 1 KB, compressed when the browser accepts it. Streams
 * are left alone: server-sent events and multipart (incremental delivery) must reach the browser
 * part by part, not when a compression buffer fills. graphql-ws runs on the HTTP server's upgrade
 * event, outside Express, so websockets never pass here.
 */
export function compressApiAnswers(): RequestHandler {
  const compress = compression({
    threshold: 1024,
    filter(req, res) {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (/^(text\/event-stream|multipart\/)/i.test(type)) return false;
      return compression.filter(req, res);
    },
  });
  // A caller that accepts no encoding gets no compressed answer: only the Vary the middleware
  // would add, without its wrapping of the answer (an API client, a script, a load test).
  return (req, res, next) => {
    if (req.headers['accept-encoding'] !== undefined) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  };
}
