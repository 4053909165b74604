import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chooseChromium, chromiumExecutable, NO_CHROMIUM_MESSAGE, SYSTEM_CHROMIUM_PATHS } from './chromium.js';

const PLAYWRIGHT = '/home/someone/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const only =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe('chooseChromium', () => {
  it('takes CHROMIUM_PATH over every other Chromium', () => {
    const all = only('/opt/my-chrome', '/usr/bin/chromium', PLAYWRIGHT);
    expect(chooseChromium({ override: '/opt/my-chrome', playwrightPath: PLAYWRIGHT, isExecutable: all })).toBe(
      '/opt/my-chrome',
    );
  });

  it('names a CHROMIUM_PATH that is not there instead of falling back', () => {
    expect(() =>
      chooseChromium({ override: '/opt/gone', playwrightPath: PLAYWRIGHT, isExecutable: only('/usr/bin/chromium') }),
    ).toThrow('CHROMIUM_PATH is /opt/gone, which is not an executable file.');
  });

  it('uses the system Chromium when there is one, even with Playwright’s installed', () => {
    const isExecutable = only('/usr/bin/chromium', PLAYWRIGHT);
    expect(chooseChromium({ override: undefined, playwrightPath: PLAYWRIGHT, isExecutable })).toBe('/usr/bin/chromium');
  });

  it('finds Chromium.app on a Mac', () => {
    const mac = '/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(SYSTEM_CHROMIUM_PATHS).toContain(mac);
    expect(chooseChromium({ override: undefined, playwrightPath: PLAYWRIGHT, isExecutable: only(mac) })).toBe(mac);
  });

  it('falls back to Playwright’s own Chromium without a system one', () => {
    expect(chooseChromium({ override: undefined, playwrightPath: PLAYWRIGHT, isExecutable: only(PLAYWRIGHT) })).toBe(
      PLAYWRIGHT,
    );
  });

  it('says in one line what to run when no Chromium is installed', () => {
    expect(() => chooseChromium({ override: undefined, playwrightPath: PLAYWRIGHT, isExecutable: only() })).toThrow(
      NO_CHROMIUM_MESSAGE,
    );
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
    expect(NO_CHROMIUM_MESSAGE).toContain('npx playwright install chromium');
  });
});

describe('chromiumExecutable', () => {
  it('checks the real file system: an executable CHROMIUM_PATH is taken, an empty one is ignored', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
    expect(() => chromiumExecutable({ CHROMIUM_PATH: path.join(import.meta.dirname, 'chromium.ts') })).toThrow(
      'not an executable file',
    );
  });
});

describe('the Playwright configuration', () => {
  it('stops at once with one line, not a launch error inside a test, when the browser is missing', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const run = promisify(execFile)(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--list'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    });
    const failure = await run.then(
      () => null,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe('CHROMIUM_PATH is /nonexistent/chromium, which is not an executable file.');
    expect(failure?.stdout).not.toContain('Total:');
  });
});
