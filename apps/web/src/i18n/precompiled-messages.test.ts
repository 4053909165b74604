import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from '../../precompiled-messages';

const dir = path.join(import.meta.dirname, 'messages');

/** A catalogue file as the build gives it to the browser and the server renderer. */
async function built(file: string): Promise<Record<string, unknown>> {
  const load = precompiledMessages().load as Extract<Plugin['load'], (...args: never[]) => unknown>;
  const json = (await load.call({} as never, file)) as string;
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the catalogue as built', () => {
  it('is a syntax tree for every message, plain text included, so the parser-less react-intl never throws', async () => {
    for (const locale of ['en', 'es']) {
      for (const name of fs.readdirSync(path.join(dir, locale))) {
        const file = path.join(dir, locale, name);
        const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
        for (const [id, tree] of Object.entries(await built(file))) {
          expect(Array.isArray(tree), `${locale} ${id}`).toBe(true);
          // A message without arguments is its text again.
          if (!/[{}<>]/.test(source[id] ?? '')) {
            expect(new IntlMessageFormat(tree as never, locale).format(), id).toBe(source[id]);
          }
        }
      }
    }
  });
});
