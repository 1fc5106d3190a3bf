/**
 * Module uploads: photos and documents.
 * Owns: uploads (stored upright and stripped of metadata, served only to who may see the job).
 * Entry points: UploadService, detectImageType, withoutMetadata.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Upload } from './upload.entity';
import { ServiceRequest } from '../requests/service-request.entity';
import type { Viewer } from '../auth/viewer';
import { canViewRequest } from '../requests/request-access';
import { badInput, fieldError, forbidden, notFound } from '../../shared/errors';
import { detectImageType, STORED_NAME } from './image-type';
import { withoutMetadata } from './strip-metadata';
import type { RateLimits } from '../../shared/rate-limit';

export interface IncomingFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

export const MAX_FILES_PER_UPLOAD = 10;

/**
 * Photo storage: images only (JPEG, PNG, GIF, WebP, by magic bytes), at most
 * config.uploadMaxBytes each, re-encoded upright without metadata (strip-metadata.ts),
 * written under config.uploadDir with a random name and
 * recorded with their uploader. Notes attach them to a request (JobService.addNote).
 */
export class UploadService {
  constructor(
    private readonly em: EntityManager,
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly limits?: RateLimits,
  ) {}

  /** Store the files of one upload; all or nothing. */
  async store(viewer: Viewer, files: IncomingFile[]): Promise<Upload[]> {
    await this.limits?.consume('upload', String(viewer.user.id));
    if (!files.length) throw fieldError('photos', 'Choose at least one photo to upload');
    if (files.length > MAX_FILES_PER_UPLOAD) throw fieldError('photos', `Upload at most ${MAX_FILES_PER_UPLOAD} photos at a time`);
    const checked = files.map((f, i) => {
      const name = path.basename(f.originalname || 'photo').replace(/[^\w.\- ()]/g, '_').slice(0, 200) || 'photo';
      if (f.size > this.maxBytes || f.buffer.length > this.maxBytes) throw fieldError(`photos.${i}`, `${name} is larger than ${Math.floor(this.maxBytes / (1024 * 1024))} MB`);
      const type = detectImageType(f.buffer);
      if (!type) throw fieldError(`photos.${i}`, `${name} is not an image. Upload JPEG, PNG, GIF or WebP photos.`);
      return { f, name, type, filename: `${crypto.randomBytes(16).toString('hex')}.${type.ext}` };
    });
    // What is stored is the re-encoded image, without its EXIF (GPS position), XMP or comments.
    const stripped = await Promise.all(checked.map((c) => withoutMetadata(c.f.buffer, c.type)));
    const bad = stripped.findIndex((b) => !b);
    if (bad >= 0) throw fieldError(`photos.${bad}`, `${checked[bad].name} could not be read as an image. Upload JPEG, PNG, GIF or WebP photos.`);
    const stored = checked.map((c, i) => ({ ...c, bytes: stripped[i]! }));
    await fs.mkdir(this.dir, { recursive: true });
    const written: string[] = [];
    try {
      for (const c of stored) {
        const target = path.join(this.dir, c.filename);
        await fs.writeFile(target, c.bytes, { flag: 'wx', mode: 0o640 });
        written.push(target);
      }
      const uploads = stored.map((c) => this.em.create(Upload, { filename: c.filename, originalName: c.name, mimeType: c.type.mime, sizeBytes: c.bytes.length, uploadedBy: viewer.user.id }));
      await this.em.flush();
      return uploads;
    } catch (err) {
      await Promise.all(written.map((p) => fs.rm(p, { force: true })));
      throw err;
    }
  }

  /**
   * A stored photo for the viewer: its uploader, or anyone who may see the request it is
   * attached to (client, worker, admin, or an approved worker while the request is open).
   */
  async open(viewer: Viewer | null, filename: string): Promise<{ upload: Upload; root: string; filename: string }> {
    if (!STORED_NAME.test(filename)) throw notFound('Photo');
    const upload = await this.em.findOne(Upload, { filename });
    if (!upload) throw notFound('Photo');
    if (!viewer) throw forbidden('Please sign in to see this photo');
    let allowed = upload.uploadedBy.id === viewer.user.id || viewer.sessionRole === 'admin';
    if (!allowed && upload.request) {
      const r = await this.em.findOne(ServiceRequest, { id: upload.request.id });
      allowed = !!r && canViewRequest(viewer, r);
    }
    if (!allowed) {
      // A photo an admin posted in the viewer's support chat (conversations/, read here by its table alone).
      const shared = await this.em.execute(
        `select 1 from conversation_messages m join conversations v on v.id = m.conversation_id where v.owner_id = ? and m.photo_ids @> ?::jsonb limit 1`,
        [viewer.userId, JSON.stringify([upload.id])],
      );
      allowed = shared.length > 0;
    }
    if (!allowed) throw forbidden('You do not have access to this photo');
    // The storage folder is the root the file is sent from, so a dot-folder in it (the default
    // `.data/uploads`) is not mistaken for a hidden file; only the stored name is checked.
    return { upload, root: this.dir, filename: upload.filename };
  }
}

export function tooLarge(maxBytes: number) {
  return badInput([{ path: 'photos', message: `Each photo must be at most ${Math.floor(maxBytes / (1024 * 1024))} MB` }]);
}
