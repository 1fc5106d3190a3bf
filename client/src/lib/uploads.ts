import { NETWORK_ERROR_MESSAGE } from './errors';

export interface UploadedPhoto {
  id: number;
  filename: string;
  url: string;
  originalName: string;
}

/**
 * Photos go to POST /api/uploads as multipart (GraphQL carries no files); the returned ids
 * are then attached with the addJobNote or sendMessage mutation. Throws an Error with the server's message.
 */
export async function uploadPhotos(files: File[]): Promise<UploadedPhoto[]> {
  if (files.length === 0) return [];
  const form = new FormData();
  for (const f of files) form.append('photos', f, f.name);
  let res: Response;
  try {
    res = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  const body = (await res.json().catch(() => ({}))) as { uploads?: UploadedPhoto[]; error?: string; details?: { message: string }[] };
  if (!res.ok || !body.uploads) throw new Error(body.details?.[0]?.message ?? body.error ?? 'The photos could not be uploaded');
  return body.uploads;
}
