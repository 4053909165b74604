import type { TrackedRequest } from '@ta/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { CallbackRequestCard } from './callback-request-card';

const callback: TrackedRequest = {
  trackingToken: 'TA-7K3M9Q',
  status: 'new',
  kind: 'callback',
  bestTime: 'morning',
  serviceInterest: 'Call me back',
  firstName: 'Dolores',
  message: '',
  createdAt: '2026-03-02T03:30:00.000Z',
  updatedAt: '2026-07-04T13:05:00.000Z',
};

const times = (locale: 'en' | 'es') =>
  [
    ...renderToString(
      withIntl(
        <Router ssrPath="/track-request">
          <CallbackRequestCard request={callback} />
        </Router>,
        locale,
      ),
    )
      .replace(/<!-- -->/g, '')
      .matchAll(/<time dateTime="[^"]+">([^<]*)<\/time>/g),
  ].map((match) => match[1]);

describe('CallbackRequestCard', () => {
  it('says when it was sent and updated on the business’s calendar and clock, with plain spaces', () => {
    // 03:30 UTC on 2 March is 10:30 in the evening of 1 March in New York (winter time); 13:05 UTC on
    // 4 July is 9:05 in the morning (summer time).
    expect(times('en')).toEqual(['March 1, 2026 at 10:30 PM', 'July 4, 2026 at 9:05 AM']);
    expect(times('es')).toEqual(['1 de marzo de 2026 a las 10:30 p.m.', '4 de julio de 2026 a las 9:05 a.m.']);
  });
});
