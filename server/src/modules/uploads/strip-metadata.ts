import type SharpModule from 'sharp';
import type { ImageType } from './image-type';

type Sharp = typeof SharpModule;

/**
 * sharp (libvips and its thread pool), loaded with the first photo: an API process that never
 * receives one does not carry some twenty megabytes for it.
 */
let sharpLoaded: Promise<Sharp> | null = null;
const loadSharp = (): Promise<Sharp> => (sharpLoaded ??= import('sharp').then((m) => (m as unknown as { default?: Sharp }).default ?? (m as unknown as Sharp)));

/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_PIXELS = 50_000_000;

/**
 * A photo as it is stored and served: turned upright by its EXIF orientation, then re-encoded in
 * its own format without any metadata (EXIF with the camera's GPS position, XMP, IPTC, comments).
 * Null when the bytes do not decode as the image type they claim.
 */
export async function withoutMetadata(buffer: Buffer, type: ImageType): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    const animated = type.ext === 'gif' || type.ext === 'webp';
    const image = sharp(buffer, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const { pages = 1 } = await image.metadata();
    // Orientation is EXIF's, which a multi-frame image does not carry.
    const upright = pages > 1 ? image : image.rotate();
    switch (type.ext) {
      case 'jpg':
        return await upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'png':
        return await upright.png().toBuffer();
      case 'gif':
        return await upright.gif().toBuffer();
      case 'webp':
        return await upright.webp({ quality: 90 }).toBuffer();
    }
  } catch {
    return null;
  }
}
