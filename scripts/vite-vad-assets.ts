import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
};

/** What @ricky0123/vad-web loads at run time, by the name it asks for under /vad/. */
function vadFiles(): Record<string, string> {
  const vad = path.dirname(require.resolve('@ricky0123/vad-web'));
  const ort = path.dirname(require.resolve('onnxruntime-web/wasm'));
  return {
    // The browser builds: onnxruntime-web's defines the global `ort` that vad-web's expects.
    'ort.wasm.min.js': path.join(ort, 'ort.wasm.min.js'),
    'vad.bundle.min.js': path.join(vad, 'bundle.min.js'),
    'vad.worklet.bundle.min.js': path.join(vad, 'vad.worklet.bundle.min.js'),
    'silero_vad_v5.onnx': path.join(vad, 'silero_vad_v5.onnx'),
    'ort-wasm-simd-threaded.mjs': path.join(ort, 'ort-wasm-simd-threaded.mjs'),
    'ort-wasm-simd-threaded.wasm': path.join(ort, 'ort-wasm-simd-threaded.wasm'),
  };
}

/**
 * Serves the voice activity detector's files at /vad/: the browser builds of vad-web and
 * onnxruntime-web, vad-web's audio worklet and Silero model, and onnxruntime's WASM, straight from
 * their npm packages (the dev server) or copied into the build. They stay out of the bundle (whose
 * CommonJS helpers would otherwise move into a chunk of their own that every first screen loads)
 * and out of the service worker's precache: voice mode fetches them when it opens.
 */
export function vadAssets(): Plugin {
  let outDir = '';
  return {
    name: 'willow-vad-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/vad/', (request, response, next) => {
        const file = vadFiles()[(request.url ?? '').replace(/^\//, '').split('?')[0]!];
        if (!file) return next();
        response.setHeader('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
        response.end(readFileSync(file));
      });
    },
    writeBundle() {
      mkdirSync(path.join(outDir, 'vad'), { recursive: true });
      for (const [name, file] of Object.entries(vadFiles())) copyFileSync(file, path.join(outDir, 'vad', name));
    },
  };
}
