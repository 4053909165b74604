import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, LATE_CANCELLATION_MESSAGE, REPLY_TIMES } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import { mailIntl } from './mail-intl.js';

describe('the e-mail message catalogue', () => {
  it('has exactly the English keys in Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('every message parses as ICU, with the same arguments and tags in both languages', () => {
    for (const [id, english] of Object.entries(en)) {
      const spanish = es[id as keyof typeof es];
      const result = isStructurallySame(parse(english), parse(spanish));
      expect(result.success, `${id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('has a Spanish text for every message, none left empty or copied from English', () => {
    for (const [id, english] of Object.entries(en)) {
      const spanish = es[id as keyof typeof es];
      expect(spanish.trim(), id).not.toBe('');
      expect(spanish, id).not.toBe(english);
    }
  });

  it('states no opening hours of its own: they come from the one list, in `{hours}`', () => {
    const hoursWords =
      /\b(monday|friday|saturday|lunes|viernes|sábado)|\d\s?(am|pm|a\.\s?m\.|p\.\s?m\.)|de la (mañana|tarde)/i;
    for (const [id, message] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(message, id).not.toMatch(hoursWords);
    }
  });

  it('says in English what the shared texts say: the fee rule, reply times, status names', () => {
    const english = mailIntl('en');
    expect(english.t('business.late-cancellation')).toBe(LATE_CANCELLATION_MESSAGE);
    for (const form of ['landing', 'appointment', 'quote', 'portal'] as const) {
      expect(english.t('request.reply-time', { form })).toBe(REPLY_TIMES[form]);
    }
    for (const status of CONTACT_STATUSES) {
      expect(english.t('request.status.label', { status: status.replace(/-/g, '_') })).toBe(
        CONTACT_STATUS_LABELS[status],
      );
    }
  });

  it('escapes the words of an HTML message and links only where its tags say', () => {
    const html = mailIntl('es').html(
      'layout.questions',
      { phone: '<b>555</b>', email: 'a&b@example.com' },
      { tel: (inner) => `<a href="tel:1">${inner}</a>`, mail: (inner) => `<a href="mailto:x">${inner}</a>` },
    );
    expect(html).toBe(
      '¿Tiene preguntas? Llámenos al <a href="tel:1">&lt;b&gt;555&lt;/b&gt;</a> o escríbanos a <a href="mailto:x">a&amp;b@example.com</a>.',
    );
  });

  it('links Spanish e-mails to the Spanish pages, and the back office to itself', () => {
    expect(mailIntl('es').link('https://x.example', '/track-request?token=TA-1')).toBe(
      'https://x.example/es/track-request?token=TA-1',
    );
    expect(mailIntl('en').link('https://x.example', '/appointments')).toBe('https://x.example/appointments');
    expect(mailIntl('es').link('https://x.example', '/admin/chat')).toBe('https://x.example/admin/chat');
  });
});
