// `npm test`: the whole suite, in phases, each as fast as two cores allow (docs/testing.md).
// Stops at the first phase that fails; always ends with a table of each step's time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Browser tests run as this many Playwright processes side by side, each with its own server and data. */
const E2E_SHARDS = 2;
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

function e2eShard(index) {
  const tmp = path.join(os.tmpdir(), `ta-e2e-shard-${index}`);
  fs.mkdirSync(tmp, { recursive: true });
  return {
    label: `browser tests ${index}/${E2E_SHARDS}`,
    command: ['npx', 'playwright', 'test', `--shard=${index}/${E2E_SHARDS}`, '--reporter=list'],
    // Ports of its own (the site, site + 25 for its mail, site + 30 for the fake Stripe; 50 apart per
    // shard) and a temporary folder per shard: servers, databases, mailboxes and results never meet.
    env: {
      E2E_PORT: String(E2E_BASE_PORT + (index - 1) * 50),
      TMPDIR: tmp,
      E2E_RESULTS: `test-results/shard-${index}`,
    },
  };
}

const phases = [
  {
    name: 'types, lint and build',
    steps: [
      { label: 'typecheck', command: ['npm', 'run', 'typecheck'] },
      { label: 'lint', command: ['npm', 'run', 'lint'] },
      { label: 'build', command: ['npm', 'run', 'build'] },
    ],
  },
  { name: 'unit and route tests', steps: [{ label: 'vitest', command: ['npx', 'vitest', 'run'] }] },
  {
    name: 'browser tests',
    steps: Array.from({ length: E2E_SHARDS }, (_, i) => e2eShard(i + 1)),
  },
];

const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one step, its output line by line with the step's name in front when others run beside it. */
function run(step, prefixed) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      env: { ...process.env, ...step.env },
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8').on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${step.label}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${step.label}] ${rest}\n`));
      }
    }
    child.on('close', (code) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      timings.push({ label: step.label, ms, ok });
      resolve(ok ? 0 : (code ?? 1));
    });
  });
}

function printTable(totalMs) {
  const width = Math.max(...timings.map((t) => t.label.length), 'total'.length);
  console.log('\n== time per step');
  for (const t of timings)
    console.log(`${t.label.padEnd(width)}  ${seconds(t.ms).padStart(7)}  ${t.ok ? 'ok' : 'FAILED'}`);
  console.log(`${'total'.padEnd(width)}  ${seconds(totalMs).padStart(7)}`);
}

const startedAll = Date.now();
let exitCode = 0;
for (const phase of phases) {
  const phaseStarted = Date.now();
  console.log(`\n== ${phase.name}`);
  const codes = await Promise.all(phase.steps.map((step) => run(step, phase.steps.length > 1)));
  timings.push({ label: `(${phase.name})`, ms: Date.now() - phaseStarted, ok: codes.every((c) => c === 0) });
  exitCode = codes.find((c) => c !== 0) ?? 0;
  if (exitCode !== 0) break;
}
printTable(Date.now() - startedAll);
process.exit(exitCode);
