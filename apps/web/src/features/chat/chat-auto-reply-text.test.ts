import { chatAutoReply, defaultBusiness } from '@ta/shared';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { autoReplyText } from './chat-auto-reply-text';

const intl = createIntl({ locale: 'es-US', messages: es });
const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
const inSpanish = (text: string, at: string) => autoReplyText(text, at, 'es', t, 'es-US').replace(/\s/g, ' ');

describe('the automatic chat reply on a Spanish page', () => {
  it('says when a closed office opens again, in Spanish', () => {
    const saturday = '2025-07-12T20:00:00.000Z'; // 4 PM on a Saturday in Dade City, after closing
    const reply = inSpanish(chatAutoReply(new Date(saturday), false), saturday);
    expect(reply).toMatch(/^Gracias por su mensaje\. Nuestra oficina está cerrada en este momento\./);
    expect(reply).toMatch(/ Le contestaremos a las 8:00 a\. ?m\. del lunes\. Deje su nombre/);
    expect(reply).toContain('“Datos de contacto”');
    expect(reply).toContain(`Si es urgente, llame al ${defaultBusiness.phoneDisplay}.`);
    expect(reply).not.toMatch(/Thank you|office/);
  });

  it('says "tomorrow" on a Friday evening and "now busy" in opening hours', () => {
    const friday = '2025-07-11T23:00:00.000Z'; // 7 PM
    expect(inSpanish(chatAutoReply(new Date(friday), false), friday)).toMatch(/a las 9:00 a\. ?m\. de mañana\./);
    const wednesday = '2025-07-09T15:00:00.000Z'; // 11 AM
    expect(inSpanish(chatAutoReply(new Date(wednesday), false), wednesday)).toMatch(
      /^Gracias por su mensaje\. En este momento nuestro equipo está atendiendo a otros clientes\./,
    );
    expect(inSpanish(chatAutoReply(new Date(wednesday), true), wednesday)).toBe(es['chat.auto.staff-online']);
  });

  it('keeps any other text, and every text on an English page, as it came', () => {
    const at = '2025-07-09T15:00:00.000Z';
    expect(inSpanish('A reply written another way.', at)).toBe('A reply written another way.');
    const english = chatAutoReply(new Date(at), false);
    expect(autoReplyText(english, at, 'en', t, 'en-US')).toBe(english);
  });
});
