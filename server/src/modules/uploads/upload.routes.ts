import { Router, type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../services';
import type { AppContext } from '../../graphql/context';
import { buildContext, tokenFrom } from '../../http/viewer-context';
import { fieldError, unauthenticated } from '../../shared/errors';
import { MAX_FILES_PER_UPLOAD, tooLarge } from './upload.service';

type Handler = (ctx: AppContext, req: Request, res: Response) => Promise<void>;

/**
 * Photo uploads over REST (multipart and binary, so not GraphQL):
 * - POST /api/uploads, multipart field `photos` (1-10 images, each at most UPLOAD_MAX_BYTES)
 *   -> 201 {uploads:[{id, filename, url, originalName, mimeType, sizeBytes}]}; pass the ids to addJobNote.
 * - GET /api/uploads/{filename} -> the image, for its uploader and whoever may see its request.
 * Errors use the REST layer's error handler ({error, details}).
 */
export function uploadRoutes(orm: MikroORM, deps: AppDeps): Router {
  const r = Router();
  const max = deps.config.uploadMaxBytes;
  const withContext = (handler: Handler) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await buildContext(orm, deps, tokenFrom(req.headers, req.cookies), req.ip || 'unknown', req, res);
      await handler(ctx, req, res);
    } catch (err) {
      next(err);
    }
  };
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: max, files: MAX_FILES_PER_UPLOAD, fields: 5, parts: MAX_FILES_PER_UPLOAD + 5 } }).array('photos', MAX_FILES_PER_UPLOAD);
  const multerErrors: ErrorRequestHandler = (err, _req, _res, next) => {
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(tooLarge(max));
      if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') return next(fieldError('photos', `Upload at most ${MAX_FILES_PER_UPLOAD} photos at a time, in the field "photos"`));
      return next(fieldError('photos', 'The upload could not be read'));
    }
    next(err);
  };

  r.post(
    '/api/uploads',
    // Cheap gate before reading any file: a session token must be present (checked fully below).
    (req: Request, _res: Response, next: NextFunction) => next(tokenFrom(req.headers, req.cookies) ? undefined : unauthenticated()),
    parse,
    multerErrors,
    withContext(async (ctx, req, res) => {
      if (!ctx.viewer) throw unauthenticated();
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      const uploads = await ctx.services.uploads.store(ctx.viewer, files);
      res.status(201).json({ uploads: uploads.map((u) => ({ id: u.id, filename: u.filename, url: u.url, originalName: u.originalName, mimeType: u.mimeType, sizeBytes: u.sizeBytes })) });
    }),
  );

  r.get(
    '/api/uploads/:filename',
    withContext(async (ctx, req, res) => {
      const { upload, root, filename } = await ctx.services.uploads.open(ctx.viewer, String(req.params.filename));
      res.setHeader('Content-Type', upload.mimeType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, max-age=86400');
      res.setHeader('Content-Disposition', 'inline');
      await new Promise<void>((resolve, reject) => res.sendFile(filename, { root, dotfiles: 'deny' }, (err) => (err ? reject(err) : resolve())));
    }),
  );
  return r;
}
