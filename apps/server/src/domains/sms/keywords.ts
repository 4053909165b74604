import type { Locale } from '@ta/shared';

/** What a reply asks of the texts: to end them, to start them again, or for help (docs/sms.md "Keywords"). */
export type SmsKeyword = 'stop' | 'start' | 'help';

/**
 * The words US carriers expect a business to honour (CTIA's handbook; Twilio's own list for long codes, which
 * now counts REVOKE and OPTOUT), and their Spanish for the clients who write in it. The FCC's 2025 rule asks
 * that a "reasonable means" to revoke consent be honoured in the words people use: a whole reply of one of
 * these, in any case, with or without accents and end punctuation.
 */
const KEYWORDS: Record<SmsKeyword, Record<Locale, readonly string[]>> = {
  stop: {
    en: ['STOP', 'STOPALL', 'STOP ALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT', 'OPT OUT'],
    es: ['PARAR', 'PARE', 'ALTO', 'DETENER', 'CANCELAR', 'BAJA', 'DARME DE BAJA', 'NO MAS', 'TERMINAR'],
  },
  start: {
    en: ['START', 'UNSTOP', 'YES', 'SUBSCRIBE'],
    es: ['COMENZAR', 'INICIAR', 'SI', 'ALTA', 'SUSCRIBIR'],
  },
  help: {
    en: ['HELP', 'INFO'],
    es: ['AYUDA', 'INFORMACION'],
  },
};

/** Upper case, accents gone, hyphens as spaces, spaces single, end punctuation and Spanish openers dropped. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[-_]/g, ' ')
    .replace(/[.!?¡¿,;:'"“”‘’()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const LOOKUP = new Map<string, { keyword: SmsKeyword; language: Locale }>();
for (const [keyword, byLanguage] of Object.entries(KEYWORDS) as [SmsKeyword, Record<Locale, readonly string[]>][]) {
  for (const [language, words] of Object.entries(byLanguage) as [Locale, readonly string[]][]) {
    for (const word of words) LOOKUP.set(normalise(word), { keyword, language });
  }
}

/**
 * The keyword a whole reply is, with the language it is in; undefined for any other text ("Stop by at 3?"
 * is a message for staff, not an opt-out).
 */
export function smsKeyword(text: string): { keyword: SmsKeyword; language: Locale } | undefined {
  return LOOKUP.get(normalise(text));
}
