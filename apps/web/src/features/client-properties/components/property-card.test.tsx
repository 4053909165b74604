import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { summaryFixture } from '../test-fixtures';
import { PropertyCard } from './property-card';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

function card(overrides: Parameters<typeof summaryFixture>[0] = {}, locale: 'en' | 'es' = 'en') {
  return renderToString(
    withIntl(
      <Router ssrPath="/properties">
        <PropertyCard property={summaryFixture(overrides)} />
      </Router>,
      locale,
    ),
  );
}

describe('PropertyCard', () => {
  it('names the property and its address, the next visit, and the last report in words with a link', () => {
    const html = card();
    expect(text(html)).toContain('The beach condo');
    expect(text(html)).toContain('12 Gulf Shore Drive, Naples, FL 34102');
    expect(text(html)).toContain('Next visit Tuesday, June 9, 2026 at 10:00 AM');
    expect(text(html)).toContain('June 2, 2026');
    expect(text(html)).toContain('Problems found');
    expect(html).toMatch(/href="\/reports\/30"/);
    expect(html).toMatch(/href="\/properties\/7"/);
  });

  it('puts the findings waiting first, in words, with an icon', () => {
    const html = card();
    expect(text(html)).toContain('2 problems are waiting for your answer');
    expect(html.indexOf('waiting for your answer')).toBeLessThan(html.indexOf('Next visit'));
    expect(card({ findingsAwaitingDecision: 1 })).toContain('1 problem is waiting for your answer');
  });

  it('says nothing waits, no visit is planned and no report yet when so', () => {
    const html = card({ findingsAwaitingDecision: 0, nextVisit: null, lastReport: null });
    expect(html).not.toContain('waiting for your answer');
    expect(text(html)).toContain('No visit is planned yet.');
    expect(text(html)).toContain('No report yet.');
    expect(html).not.toContain('/reports/');
  });

  it('shows the street address when the property has no name', () => {
    const html = card({ label: null });
    expect(text(html)).toContain('12 Gulf Shore Drive');
    expect(text(html)).toContain('Naples, FL 34102');
  });

  it('is in Spanish on a Spanish page', () => {
    const html = card({}, 'es');
    expect(text(html)).toContain('2 problemas esperan su respuesta');
    expect(text(html)).toContain('martes, 9 de junio de 2026 a las 10:00 a. m.');
    expect(text(html)).toContain('Hay problemas');
    expect(html).not.toContain('Next visit');
  });
});
