import type { StaffTexts } from '@ta/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaffTextsView } from './staff-texts-section';

const texts: StaffTexts = {
  available: true,
  kinds: ['reminder', 'visit_steps'],
  consents: [
    {
      id: 2,
      phone: '+13525550177',
      source: 'profile',
      language: 'es',
      text: 'Envíenme mensajes de texto de Trusted Assistance…',
      givenAt: '2026-11-30T15:00:00.000Z',
      endedAt: null,
      endReason: null,
    },
    {
      id: 1,
      phone: '+13525550100',
      source: 'profile',
      language: 'en',
      text: 'Text me from Trusted Assistance…',
      givenAt: '2026-11-20T15:00:00.000Z',
      endedAt: '2026-11-25T15:00:00.000Z',
      endReason: 'stop_reply',
    },
  ],
  messages: [
    {
      id: 9,
      toPhone: '+13525550177',
      toContact: false,
      kind: 'reminder',
      body: 'Trusted Assistance: a reminder…',
      segments: 1,
      status: 'undelivered',
      errorCode: '30003',
      errorText: null,
      createdAt: '2026-11-30T16:00:00.000Z',
      statusAt: '2026-11-30T16:01:00.000Z',
    },
  ],
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The office reads the consent record and a failed delivery in words, never only as a colour. */
describe('a client’s texts in the back office', () => {
  it('shows texts on, the consents with their ends, and a text not delivered with why', () => {
    const shown = text(renderToStaticMarkup(<StaffTextsView texts={texts} />));
    expect(shown).toContain('On, to (352) 555-0177');
    expect(shown).toContain('Reminder the day before, On the way, arrived, finished');
    expect(shown).toContain('in Spanish');
    expect(shown).toContain('ended by a STOP text from the phone');
    expect(shown).toContain('Not delivered: the phone was off or out of reach (Twilio 30003)');
    expect(shown).not.toContain('Text messages are not set up');
  });

  it('says plainly when texts are not set up for the business', () => {
    const shown = text(
      renderToStaticMarkup(<StaffTextsView texts={{ ...texts, available: false, consents: [], messages: [] }} />),
    );
    expect(shown).toContain('Text messages are not set up for the business');
    expect(shown).toContain('The client has never agreed to texts.');
    expect(shown).toContain('No texts have been sent about this client.');
  });
});
