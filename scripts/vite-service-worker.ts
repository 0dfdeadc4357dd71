import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Every file below a folder, as URL paths ('/icons/icon-192.png'). */
function filesBelow(dir: string, prefix = '/'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesBelow(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/**
 * Emits /sw.js at build: the service worker source with the list of files to precache (the
 * app shell '/', the built assets and the public files) and a version that changes with them,
 * so a new deploy replaces the old cache.
 */
export function serviceWorker({ source, publicDir }: { source: string; publicDir: string }): Plugin {
  return {
    name: 'willow-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => !file.endsWith('.map') && file !== 'index.html' && !file.startsWith('.vite/'))
        .map((file) => `/${file}`);
      const files = ['/', ...built, ...filesBelow(publicDir)].sort();
      const version = createHash('sha256').update(files.join('\n')).update(readFileSync(source)).digest('hex').slice(0, 12);
      const code = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(files)};\n${readFileSync(source, 'utf8')}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
