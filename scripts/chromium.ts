import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the browser tests and `npm run bench:pages` launch. Nothing here downloads a
 * browser: when none is installed the run stops at once with the one line that says what to run.
 */

/** Where a system package puts Chromium: Debian and Ubuntu's `chromium`, macOS's Chromium.app. */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/Applications/Chromium.app/Contents/MacOS/Chromium'];

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: run `npx playwright install chromium` (or `sudo apt-get install chromium`), or set CHROMIUM_PATH.';

export interface ChromiumChoice {
  /** CHROMIUM_PATH, when set. */
  override: string | undefined;
  /** Where Playwright keeps its own Chromium once `npx playwright install chromium` has run. */
  playwrightPath: string;
  isExecutable(file: string): boolean;
}

/** CHROMIUM_PATH wins; then the system Chromium; then Playwright's own; otherwise an error saying what to run. */
export function chooseChromium({ override, playwrightPath, isExecutable }: ChromiumChoice): string {
  if (override) {
    if (!isExecutable(override)) throw new Error(`CHROMIUM_PATH is ${override}, which is not an executable file.`);
    return override;
  }
  const found = [...SYSTEM_CHROMIUM_PATHS, playwrightPath].find(isExecutable);
  if (!found) throw new Error(NO_CHROMIUM_MESSAGE);
  return found;
}

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The Chromium of this machine, or an Error whose message is the one line to show. */
export function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): string {
  return chooseChromium({
    override: env.CHROMIUM_PATH || undefined,
    playwrightPath: chromium.executablePath(),
    isExecutable: isExecutableFile,
  });
}

/** For configuration files: the path, or the one line on stderr and exit 1 instead of a stack trace. */
export function chromiumExecutableOrExit(): string {
  try {
    return chromiumExecutable();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
