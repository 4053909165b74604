import { describe, expect, it } from 'vitest';
import { smsKeyword } from './keywords.js';

describe('smsKeyword', () => {
  it('reads the carriers’ words in any case, with end punctuation or spaces around them', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'Stop!', 'unsubscribe', 'Opt-out', 'OPTOUT', 'revoke', 'Stop all']) {
      expect(smsKeyword(text), text).toEqual({ keyword: 'stop', language: 'en' });
    }
    for (const text of ['START', 'unstop', 'Yes'])
      expect(smsKeyword(text)).toEqual({ keyword: 'start', language: 'en' });
    for (const text of ['HELP', 'info?']) expect(smsKeyword(text)).toEqual({ keyword: 'help', language: 'en' });
  });

  it('reads the Spanish words, with or without accents', () => {
    for (const text of ['PARAR', 'alto', 'Cancelar', 'baja', '¡No más!', 'no mas']) {
      expect(smsKeyword(text), text).toEqual({ keyword: 'stop', language: 'es' });
    }
    for (const text of ['Sí', 'si', 'COMENZAR', 'iniciar']) {
      expect(smsKeyword(text), text).toEqual({ keyword: 'start', language: 'es' });
    }
    for (const text of ['AYUDA', '¿Ayuda?', 'Información']) {
      expect(smsKeyword(text), text).toEqual({ keyword: 'help', language: 'es' });
    }
  });

  it('leaves any other message to staff, even one that holds a keyword', () => {
    for (const text of ['Stop by at 3?', 'running late', 'Please help me with the gate', 'yes please', '', 'STOPP']) {
      expect(smsKeyword(text), text).toBeUndefined();
    }
  });
});
