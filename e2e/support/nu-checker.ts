import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Nu HTML Checker (the W3C validator's engine, npm `vnu-jar`), run once on many saved pages.
 * It needs Java 17 or newer; the package's own helper would download a Java runtime when none is
 * found, so it is not used: a missing `java` stops the test with the one line that says what to install.
 */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const NO_JAVA_MESSAGE =
  'The Nu HTML Checker needs Java 17 or newer on PATH: run `sudo apt-get install openjdk-17-jre-headless` (or install a JDK).';

/** Every error the checker reports for the files (an empty list when they are all valid). */
export async function nuErrors(files: readonly string[]): Promise<NuMessage[]> {
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      'java',
      // One short run: the quick compiler only and the simplest collector take half the CPU of Java's
      // defaults, which tune for a long-lived server (the browser tests share two cores). The quick
      // compiler's frames are larger: the schema's deep recursion needs a 4 MB stack.
      [
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      // The checker exits 1 when it reports errors: the JSON on stdout is the answer either way.
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') reject(new Error(NO_JAVA_MESSAGE));
        else if (stdout.trim().startsWith('{')) resolve(stdout);
        else reject(new Error(`The Nu HTML Checker failed: ${stderr || error?.message}`));
      },
    );
  });
  return (JSON.parse(output) as { messages: NuMessage[] }).messages.filter((m) => m.type === 'error');
}

/** One line per error, naming the page's file, for a test failure that says what to fix. */
export function describeNuErrors(messages: readonly NuMessage[]): string {
  return messages
    .map((m) => {
      const file = m.url ? path.basename(decodeURIComponent(new URL(m.url).pathname)) : '(unknown file)';
      const extract = m.extract ? `\n    …${m.extract.replace(/\s+/g, ' ').trim()}…` : '';
      return `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${extract}`;
    })
    .join('\n');
}
