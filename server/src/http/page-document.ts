import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/** What the client build wrote for page loads (client/build/first-screen.ts). */
interface FirstScreen {
  session: string;
}

/** The answer to the client's session query for this request: `{ data: { me } }`, or null when it cannot be had. */
export type SessionFor = (req: Request, res: Response, query: string) => Promise<unknown>;

/** Pages that carry who is signed in are for that browser only; a visitor's page is the same for all. */
export const SIGNED_IN_PAGE = 'private, no-cache';
export const VISITOR_PAGE = 'no-cache';

const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Every client route's page: the built index.html with the session as the server sees it for
 * this request, in `<script type="application/json" id="session-data">` (the answer to the
 * client's own `Me` query), so the first render knows who is signed in and the route's guard
 * decides without a round trip. Compressed per request (Brotli or gzip, as accepted);
 * revalidated on every visit, and private to the browser when it carries a session.
 */
export function pageDocument(clientDist: string, sessionFor: SessionFor): RequestHandler {
  const htmlFile = path.join(clientDist, 'index.html');
  const firstScreenFile = path.join(clientDist, '.vite', 'first-screen.json');
  let cached: { mtimeMs: number; html: string; session: string | null } | null = null;

  const load = () => {
    const mtimeMs = fs.statSync(htmlFile).mtimeMs;
    if (cached?.mtimeMs === mtimeMs) return cached;
    const html = fs.readFileSync(htmlFile, 'utf8');
    const first: FirstScreen | null = fs.existsSync(firstScreenFile) ? (JSON.parse(fs.readFileSync(firstScreenFile, 'utf8')) as FirstScreen) : null;
    cached = { mtimeMs, html, session: first?.session ?? null };
    return cached;
  };

  return async (req, res, next) => {
    try {
      const page = load();
      const session = page.session ? await sessionFor(req, res, page.session) : null;
      const me = (session as { data?: { me?: unknown } } | null)?.data?.me ?? null;
      const html = session ? page.html.replace('</head>', `  <script type="application/json" id="session-data">${escapeJson(JSON.stringify(session))}</script>\n  </head>`) : page.html;

      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', me ? SIGNED_IN_PAGE : VISITOR_PAGE);
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
      const accepted = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) {
        res.setHeader('Content-Encoding', 'br');
        res.end(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
      } else if (/\bgzip\b/.test(accepted)) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(zlib.gzipSync(html));
      } else {
        res.end(html);
      }
    } catch (error) {
      next(error);
    }
  };
}
