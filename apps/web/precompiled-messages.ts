import fs from 'node:fs/promises';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue file (`src/i18n/messages/es/site.json`), imported plainly (not `?raw`). */
const CATALOGUE_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][^\\/?]+\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The message catalogue is parsed when the site is built, not in each visitor's browser: each
 * message with arguments or tags becomes its ICU syntax tree, and react-intl's message parser is swapped for its
 * `no-parser` build, as FormatJS advises (formatjs.github.io "Advanced Usage", pre-compiling). That
 * keeps about 25 KB (gzipped) of parser out of every page's first script. Tests run on the JSON as
 * written, parsed at run time: both forms give the same text.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== PARSER || !importer) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    async load(id) {
      if (!CATALOGUE_FILE.test(id)) return null;
      const messages = JSON.parse(await fs.readFile(id, 'utf8')) as Record<string, string>;
      // A message without arguments or tags becomes the tree of one literal, which react-intl returns as it
      // is. Left a string, it is handed to the parser this build does not have: react-intl catches the error
      // and shows the string, but building that error (and its stack) for each of the 400 messages of the
      // landing page cost its render about a tenth of its time, in the browser and on the server.
      // Still JSON: Vite's own JSON step makes it a module.
      return JSON.stringify(
        Object.fromEntries(
          Object.entries(messages).map(([key, text]) => [
            key,
            /[{}<>]/.test(text) ? parse(text) : [{ type: TYPE.literal, value: text }],
          ]),
        ),
      );
    },
  };
}
