// The two load generators bench/http.ts can drive a server with, behind one call (decision 017):
// - wrk (Debian package `wrk`), used when it is on the PATH: C and epoll, one thread, a few µs of CPU per
//   request, so nearly all of a core is left to the server under test; its connections are all open
//   before the first request (bench/wrk-report.lua says why);
// - autocannon (npm), otherwise: it runs on Node and spends about as much CPU per request as the server,
//   on the same cores, and its own event-loop queueing ends up in the latencies it reports.
// BENCH_LOAD_GENERATOR=autocannon or =wrk chooses one.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadSpec {
  /** Where requests go: the origin and, unless `paths` is given, the path. */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths each connection asks for in turn, instead of the url's path. */
  paths?: string[];
}

export interface LoadResult {
  requests: number;
  rps: number;
  /** Latency, ms. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers outside 2xx (autocannon) or of 400 and above (wrk). */
  non2xx: number;
}

export interface LoadGenerator {
  name: 'wrk' | 'autocannon';
  run(spec: LoadSpec, connections: number, seconds: number): Promise<LoadResult>;
}

const runFile = promisify(execFile);
const WRK_SCRIPT = path.resolve('bench/wrk-report.lua');
/**
 * How long each wrk connection waits before its first request, so that all are open and accepted before
 * the load starts (why: bench/wrk-report.lua). Taken off the run's length for requests per second.
 */
const WRK_OPEN_WAIT_MS = 100;
/** Marks the line bench/wrk-report.lua prints, among wrk's own output. */
const WRK_REPORT_MARK = 'wrk-report ';

function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['-v'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `wrk -v` prints its version and exits 1; only a missing program throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const wrk: LoadGenerator = {
  name: 'wrk',
  async run(spec, connections, seconds) {
    // The script reads the method, the body and the paths from files named after `--`.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
    try {
      const bodyFile = path.join(dir, 'body');
      const pathsFile = path.join(dir, 'paths');
      fs.writeFileSync(bodyFile, spec.body ?? '');
      fs.writeFileSync(pathsFile, (spec.paths ?? []).join('\n'));
      const headerArgs = Object.entries(spec.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
      const { stdout } = await runFile(
        'wrk',
        [
          '-t1',
          `-c${connections}`,
          `-d${seconds}s`,
          ...headerArgs,
          '-s',
          WRK_SCRIPT,
          spec.url,
          '--',
          spec.method ?? 'GET',
          spec.body === undefined ? '' : bodyFile,
          spec.paths ? pathsFile : '',
          String(connections),
          String(WRK_OPEN_WAIT_MS),
        ],
        { maxBuffer: 1024 * 1024 },
      );
      const line = stdout.split('\n').find((text) => text.startsWith(WRK_REPORT_MARK));
      if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
      const report = JSON.parse(line.slice(WRK_REPORT_MARK.length)) as {
        requests: number;
        durationUs: number;
        p50Us: number;
        p99Us: number;
        connect: number;
        read: number;
        write: number;
        timeout: number;
        status: number;
      };
      return {
        requests: report.requests,
        rps: Math.round(report.requests / (report.durationUs / 1e6 - WRK_OPEN_WAIT_MS / 1000)),
        p50: Math.round(report.p50Us / 100) / 10,
        p99: Math.round(report.p99Us / 100) / 10,
        errors: report.connect + report.read + report.write + report.timeout,
        non2xx: report.status,
      };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};

const autocannonGenerator: LoadGenerator = {
  name: 'autocannon',
  async run(spec, connections, seconds) {
    const result = await autocannon({
      url: spec.url,
      connections,
      duration: seconds,
      ...(spec.paths
        ? { requests: spec.paths.map((requestPath) => ({ method: spec.method ?? 'GET', path: requestPath })) }
        : {}),
      method: spec.method ?? 'GET',
      headers: spec.headers,
      body: spec.body,
    });
    return {
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  },
};

/** wrk when installed, unless BENCH_LOAD_GENERATOR names one. */
export function chooseLoadGenerator(): LoadGenerator {
  const asked = process.env.BENCH_LOAD_GENERATOR;
  if (asked === 'autocannon') return autocannonGenerator;
  if (asked && asked !== 'wrk') throw new Error(`BENCH_LOAD_GENERATOR must be wrk or autocannon, not ${asked}`);
  if (wrkInstalled()) return wrk;
  if (asked === 'wrk') throw new Error('BENCH_LOAD_GENERATOR=wrk, but wrk is not installed (apt-get install wrk)');
  console.log(
    'wrk is not installed (apt-get install wrk): using autocannon, whose own CPU use on the same cores ' +
      'raises every latency (decision 017).',
  );
  return autocannonGenerator;
}
