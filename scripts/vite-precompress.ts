import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files and WebAssembly are worth compressing; images and icons are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
/** Brotli's top level takes over a minute on onnxruntime's 14 MB WASM; level 5 takes about a second for nearly all of the gain (2.8 MB against 2.4 MB). */
const brotliQuality = (bytes: number) => (bytes > 1_000_000 ? 5 : 11);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, at the
 * highest levels (done once per build, so the server never compresses a static file per request).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'willow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesBelow(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length) } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
