import { describe, expect, it } from 'vitest';
import { AREAS_EVERY_PAGE_CARRIES, areaOf, messagesOfAreas, recordAreas } from './catalogue';
import { en } from './messages/en';
import { es } from './messages/es';
import { loadMissingAreas } from './missing-areas';

describe("a page's messages", () => {
  it('names the area of an id by its first part, and none for a word without one', () => {
    expect(areaOf('visit-status.notices.started')).toBe('visit-status');
    expect(areaOf('then')).toBeNull();
    expect(areaOf('.x')).toBeNull();
  });

  it('records each area a render reads, whether react-intl reads the message or asks whether it is there', () => {
    const { messages, areas } = recordAreas(en);
    expect([...areas].sort()).toEqual([...AREAS_EVERY_PAGE_CARRIES].sort());
    expect(messages['landing.hero.title']).toBe(en['landing.hero.title']);
    expect(Object.prototype.hasOwnProperty.call(messages, 'tracking.page.title')).toBe(true);
    expect('contact.page.title' in messages).toBe(true);
    expect(areas).toEqual(new Set([...AREAS_EVERY_PAGE_CARRIES, 'landing', 'tracking', 'contact']));
  });

  it('carries every message of the recorded areas and nothing of the others', () => {
    const picked = messagesOfAreas(es, new Set(['tracking', 'chrome']));
    const expected = Object.keys(es).filter((id) => id.startsWith('tracking.') || id.startsWith('chrome.'));
    expect(Object.keys(picked).sort()).toEqual(expected.sort());
    expect(picked['chrome.skip-to-content']).toBe(es['chrome.skip-to-content']);
  });

  it('fetches the rest of the language into the messages the page came with', async () => {
    const have = messagesOfAreas(es, new Set(['chrome']));
    await loadMissingAreas('es', have);
    expect(Object.keys(have).sort()).toEqual(Object.keys(es).sort());
    expect(have['legal.eyebrow']).toBe(es['legal.eyebrow']);
  });
});
