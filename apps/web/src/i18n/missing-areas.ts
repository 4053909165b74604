import type { Locale } from '@ta/shared';
import { areaOf, type PageMessages } from './catalogue';

// Its own chunk, fetched after the page has hydrated: the table of 62 catalogue files stays out of
// the entry every page runs.

/** Browser: each area of each language is a chunk of its own, fetched only when missing. */
const areaChunks: Record<Locale, Record<string, () => Promise<PageMessages>>> = {
  en: import.meta.glob<PageMessages>('./messages/en/*.json', { import: 'default' }),
  es: import.meta.glob<PageMessages>('./messages/es/*.json', { import: 'default' }),
};
const areaOfChunk = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

/** Browser: the areas of a language that `have` lacks, fetched in parallel and merged into it. */
export async function loadMissingAreas(locale: Locale, have: PageMessages): Promise<void> {
  const present = new Set(Object.keys(have).map(areaOf));
  const missing = Object.entries(areaChunks[locale]).filter(([file]) => !present.has(areaOfChunk(file)));
  const loaded = await Promise.all(missing.map(([, load]) => load()));
  for (const area of loaded) Object.assign(have, area);
}
