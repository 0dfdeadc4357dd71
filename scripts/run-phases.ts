/**
 * Runs npm scripts one after another, stopping at the first that fails, and prints how long each
 * took: `npm test` uses it so that CI and a developer see where the time goes.
 */
import { spawnSync } from 'node:child_process';

const phases = process.argv.slice(2);
const started = performance.now();
const took: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

for (const phase of phases) {
  const phaseStarted = performance.now();
  console.log(`\n== npm run ${phase}`);
  const { status } = spawnSync('npm', ['run', '--silent', phase], { stdio: 'inherit' });
  took.push(`${phase}: ${seconds(performance.now() - phaseStarted)}`);
  if (status !== 0) {
    console.log(`\n== ${phase} failed; times: ${took.join(', ')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n== all passed in ${seconds(performance.now() - started)}: ${took.join(', ')}`);
