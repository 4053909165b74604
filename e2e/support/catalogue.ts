import fs from 'node:fs';
import path from 'node:path';

const messagesDir = path.join(import.meta.dirname, '../../apps/web/src/i18n/messages');

function catalogue(locale: 'en' | 'es'): Record<string, string> {
  const dir = path.join(messagesDir, locale);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

/**
 * The English sentences of the message catalogue that a Spanish page must never show: each
 * message's fixed words between its arguments, three words or more, left out when the Spanish
 * catalogue uses the same words (a name, a phone line).
 */
export function englishSentences(): string[] {
  const english = catalogue('en');
  const spanish = catalogue('es');
  const spanishText = Object.values(spanish).join('\n');
  const sentences = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    if (spanish[id] === message) continue;
    // Plural and select messages are split at their braces too: their branches are fixed words.
    for (const part of message.split(/[{}]|<\/?[a-z]+>/i)) {
      const words = part.replace(/\s+/g, ' ').trim();
      if (words.split(' ').filter((word) => /\p{L}{2,}/u.test(word)).length < 3) continue;
      if (/^[a-z]+, (plural|select)/.test(words) || spanishText.includes(words)) continue;
      sentences.add(words);
    }
  }
  return [...sentences];
}
