import { Router, type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from '../services';
import type { AppContext } from '../graphql/context';
import { buildContext, tokenFrom } from '../http/viewer-context';
import { fieldError, unauthenticated } from '../shared/errors';
import { MAX_FILES_PER_UPLOAD, tooLarge } from '../modules/uploads/upload.service';
import { errorResponses, outputSchema, type ExtraPaths } from './openapi';

type Handler = (ctx: AppContext, req: Request, res: Response) => Promise<void>;

const UploadsOut = z.object({
  uploads: z.array(
    z.object({
      id: z.number().int().describe('Pass it in photoIds of a job note'),
      filename: z.string(),
      url: z.string().describe('GET /api/uploads/{filename}'),
      originalName: z.string(),
      mimeType: z.string(),
      sizeBytes: z.number().int(),
    }),
  ),
});

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The OpenAPI description of the upload routes (multipart and binary, so outside the route table). */
export function uploadApiPaths(maxBytes: number): ExtraPaths {
  const mb = Math.floor(maxBytes / (1024 * 1024));
  return {
    '/api/uploads': {
      post: {
        operationId: 'postApiUploads',
        tags: ['uploads'],
        summary: `Upload 1 to ${MAX_FILES_PER_UPLOAD} photos (JPEG, PNG, GIF or WebP, each at most ${mb} MB); pass the ids to a job note`,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['photos'],
                properties: { photos: { type: 'array', minItems: 1, maxItems: MAX_FILES_PER_UPLOAD, items: { type: 'string', format: 'binary', contentMediaType: 'image/*' } } },
              },
              encoding: { photos: { contentType: IMAGE_TYPES.join(', ') } },
            },
          },
        },
        responses: {
          '201': { description: 'The stored photos', content: { 'application/json': { schema: outputSchema(UploadsOut) } } },
          ...errorResponses([400, 401, 422, 429]),
        },
      },
    },
    '/api/uploads/{filename}': {
      get: {
        operationId: 'getApiUploadsByFilename',
        tags: ['uploads'],
        summary: 'A stored photo, for its uploader and whoever may see its request',
        parameters: [{ name: 'filename', in: 'path', required: true, description: 'The filename from POST /api/uploads', schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The image', content: Object.fromEntries(IMAGE_TYPES.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])) },
          ...errorResponses([403, 404]),
        },
      },
    },
  };
}

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
