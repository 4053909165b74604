import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../server-process.js';

const execFileAsync = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs an `npm run` command's script (apps/server/src/cli/<script>.ts) with this environment (no DATABASE_URL unless given). */
export async function cli(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
      { cwd: repoRoot, env: { ...inherited, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
