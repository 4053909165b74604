import { describe, expect, it } from 'vitest';
import { requestTimes } from './request-times';

const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('requestTimes', () => {
  it('gives both times', () => {
    expect(requestTimes({ createdAt: '2026-03-03T15:00:00.000Z', updatedAt: '2026-03-10T14:30:00.000Z' }, NOW)).toEqual(
      {
        created: { id: 'client.request.created', values: { when: '7 days ago' } },
        updated: { id: 'client.request.updated', values: { when: '30 minutes ago' } },
      },
    );
  });

  it('says when a request has not been updated', () => {
    expect(requestTimes({ createdAt: '2026-03-10T14:59:00.000Z', updatedAt: null }, NOW)).toEqual({
      created: { id: 'client.request.created', values: { when: '1 minute ago' } },
      updated: { id: 'client.request.not-updated' },
    });
  });

  it('says how long ago in Spanish on Spanish pages', () => {
    expect(requestTimes({ createdAt: '2026-03-03T15:00:00.000Z', updatedAt: null }, NOW, 'es').created).toEqual({
      id: 'client.request.created',
      values: { when: 'hace 7 días' },
    });
  });
});
