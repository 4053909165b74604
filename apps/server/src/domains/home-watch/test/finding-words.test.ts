import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FINDING_SEVERITIES, FINDING_SEVERITY_WORDS, LOCALES } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { mailIntl } from '../../../i18n/mail-intl.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The client pages' words of home watch, in one language. */
const pageWords = (language: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.join(here, `../../../../../web/src/i18n/messages/${language}/properties.json`), 'utf8'),
  );

/**
 * One severity has one name everywhere: the staff member picks it on the visit screen, and the owner
 * reads the same words on the report page, in the e-mail and in the PDF, in English and in Spanish.
 */
describe('the words of a finding', () => {
  it('names each severity the same on the staff screen, the client pages, the e-mail and the PDF', () => {
    for (const severity of FINDING_SEVERITIES) {
      expect(mailIntl('en').t('report.severity', { severity })).toBe(FINDING_SEVERITY_WORDS[severity]);
    }
    for (const language of LOCALES) {
      const page = pageWords(language);
      for (const severity of FINDING_SEVERITIES) {
        expect(page[`properties.severity.${severity}`]).toBe(mailIntl(language).t('report.severity', { severity }));
      }
    }
  });

  it('calls N/A "not applicable" on the client pages as in the e-mail and PDF, never "not checked"', () => {
    for (const language of LOCALES) {
      expect(pageWords(language)['properties.answer.na']).toBe(mailIntl(language).t('report.answer', { answer: 'na' }));
    }
    expect(pageWords('en')['properties.answer.na']).toBe('Not applicable');
  });
});
