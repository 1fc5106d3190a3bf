import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip -9) next to every text asset the
 * build emits, once, so the server answers by content negotiation without compressing per request.
 * A variant is kept only when it is smaller than the file.
 */
export function compressAssets(opts: { threshold?: number } = {}): Plugin {
  const threshold = opts.threshold ?? 1024;
  let outDir = '';
  return {
    name: 'compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle (the PWA plugin writes sw.js there), not beside them.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
          .map((e) => path.join(e.parentPath, e.name));
        await Promise.all(
          files.map(async (file) => {
            const raw = await fs.readFile(file);
            if (raw.length < threshold) return;
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzip(raw, { level: 9 }),
            ]);
            if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
