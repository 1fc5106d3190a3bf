import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file of its own (mode 0600), written once: when the file is missing it is
 * created with `make()`'s text, atomically, so processes starting together agree on one (the
 * first link wins; the others read it). Returns the file's text.
 */
export function keptFile(file: string, make: () => string): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, make() + '\n', { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(tmp, file); // atomic: fails if another process created it first
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(tmp);
    }
  }
  return fs.readFileSync(file, 'utf8');
}
