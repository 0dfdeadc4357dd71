import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = path.dirname(fileURLToPath(import.meta.url));
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Which features each feature's own code (tests aside) imports, read from its import lines. */
function featureImports(): Map<string, Set<string>> {
  const graph = new Map(features.map((feature) => [feature, new Set<string>()]));
  for (const feature of features) {
    const files = readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    for (const file of files) {
      const source = readFileSync(path.join(featuresDir, feature, file), 'utf8');
      for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(path.join(featuresDir, feature, file)), specifier!));
        const other = target.split(path.sep)[0]!;
        if (other !== feature && graph.has(other)) graph.get(feature)!.add(other);
      }
    }
  }
  return graph;
}

/** Every cycle of features, each as the path that closes it ('insights → chat → insights'). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const visit = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' → '));
      // Each cycle once: from its alphabetically first feature.
      else if (!path.includes(next) && next > path[0]!) visit([...path, next]);
    }
  };
  for (const feature of [...graph.keys()].sort()) visit([feature]);
  return found;
}

describe('server features', () => {
  it('depend on each other without cycles, so each can be read, tested and changed from its own folder down', () => {
    expect(cycles(featureImports())).toEqual([]);
  });

  it('are found by the check: a cycle it is given is reported', () => {
    const graph = new Map([
      ['billing', new Set(['usage'])],
      ['usage', new Set(['billing'])],
      ['chat', new Set(['usage'])],
    ]);
    expect(cycles(graph)).toEqual(['billing → usage → billing']);
  });
});
