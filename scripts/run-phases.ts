/**
 * Runs npm scripts one phase after another, stopping at the first phase that fails, and prints how
 * long each took: `npm test` uses it so that CI and a developer see where the time goes. A phase
 * written `a+b+c` runs those scripts at once (each is mostly one process on one core, so two cores
 * finish them in about half the time) and prints each one's output whole when all have ended.
 */
import { spawn, spawnSync } from 'node:child_process';

const phases = process.argv.slice(2);
const started = performance.now();
const took: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

interface Finished {
  script: string;
  status: number | null;
  output: string;
  ms: number;
}

function runCaptured(script: string): Promise<Finished> {
  const scriptStarted = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (status) => {
      resolve({ script, status, output: Buffer.concat(chunks).toString(), ms: performance.now() - scriptStarted });
    });
  });
}

async function runTogether(scripts: string[]): Promise<number> {
  const finished = await Promise.all(scripts.map(runCaptured));
  for (const { script, status, output, ms } of finished) {
    console.log(`\n== npm run ${script} (${seconds(ms)}${status === 0 ? '' : `, failed with ${status}`})`);
    process.stdout.write(output);
  }
  return finished.find(({ status }) => status !== 0)?.status ?? 0;
}

for (const phase of phases) {
  const phaseStarted = performance.now();
  const scripts = phase.split('+');
  let status: number | null;
  if (scripts.length > 1) {
    console.log(`\n== ${scripts.map((script) => `npm run ${script}`).join(', ')}, at once`);
    status = await runTogether(scripts);
  } else {
    console.log(`\n== npm run ${phase}`);
    status = spawnSync('npm', ['run', '--silent', phase], { stdio: 'inherit' }).status;
  }
  took.push(`${phase}: ${seconds(performance.now() - phaseStarted)}`);
  if (status !== 0) {
    console.log(`\n== ${phase} failed; times: ${took.join(', ')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n== all passed in ${seconds(performance.now() - started)}: ${took.join(', ')}`);
