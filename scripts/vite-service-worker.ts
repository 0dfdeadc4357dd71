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

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/**
 * The files the first screens need, by their URL paths: the entry and the chunks named in
 * `firstChunks` (the signed-in shell), with everything they import statically and their CSS.
 */
function firstScreenFiles(bundle: Bundle, firstChunks: string[]): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && (chunk.isEntry || firstChunks.includes(chunk.name))) visit(chunk.fileName);
  }
  return [...files];
}

/**
 * Emits /sw.js at build: the service worker source with the list of files to precache and a
 * version that changes with every built file, so a new deploy replaces the old cache. Only the
 * first screens are precached (the app shell '/', the entry, the chunks named in `firstChunks`
 * with their imports, and the public files): the worker installs on the first visit, and
 * downloading every page's code then would compete with the page itself. Other chunks are cached
 * by the worker as they are used.
 */
export function serviceWorker({ source, publicDir, firstChunks }: { source: string; publicDir: string; firstChunks: string[] }): Plugin {
  return {
    name: 'willow-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => !file.endsWith('.map') && file !== 'index.html' && !file.startsWith('.vite/'))
        .sort();
      const files = ['/', ...firstScreenFiles(bundle, firstChunks), ...filesBelow(publicDir)].sort();
      const version = createHash('sha256').update(built.join('\n')).update(readFileSync(source)).digest('hex').slice(0, 12);
      const code = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(files)};\n${readFileSync(source, 'utf8')}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
