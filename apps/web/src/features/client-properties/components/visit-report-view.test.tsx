import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { reportFixture } from '../test-fixtures';
import { VisitReportView } from './visit-report-view';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

function view(locale: 'en' | 'es' = 'en', report = reportFixture()) {
  return renderToString(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath="/reports/30">
          <VisitReportView report={report} />
        </Router>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe('VisitReportView', () => {
  it('gives the visit: property, date, time in and out, who checked, the result in words and the summary', () => {
    const page = text(view());
    expect(page).toContain('The beach condo');
    expect(page).toContain('12 Gulf Shore Drive, Naples, FL 34102');
    expect(page).toContain('Date Tuesday, June 2, 2026');
    // Stored in UTC, read on the business's clock (New York, summer time).
    expect(page).toContain('Time in 10:05 AM');
    expect(page).toContain('Time out 11:40 AM');
    expect(page).toContain('Checked by Maria');
    expect(page).toContain('Result: Urgent problem');
    expect(page).toContain('The house was closed and dry except for the kitchen.');
  });

  it('lists the problems first, the most serious at the top, with their severity in words', () => {
    const html = view();
    const page = text(html);
    expect(page).toContain('2 problems found');
    const urgent = page.indexOf('Water on the floor of the cabinet.');
    const mild = page.indexOf('A small tear near the door.');
    expect(urgent).toBeGreaterThan(-1);
    expect(urgent).toBeLessThan(mild);
    expect(mild).toBeLessThan(page.indexOf('Everything we checked'));
    // Titled with what was found, then the item that was checked (not its "all is well" wording as the title).
    expect(page).toContain(
      'Water on the floor of the cabinet. What we checked: Inside — Under the kitchen sink Urgent',
    );
    expect(page).toContain('A small tear near the door. What we checked: Outside — Pool screen For your information');
    expect(html).toMatch(/<h3[^>]*>.*?Water on the floor of the cabinet\.<\/h3>/s);
    expect(html).toContain('id="finding-4"');
  });

  it('shows each photo as a thumbnail that opens the full photo, with words for it', () => {
    const html = view();
    expect(html).toMatch(/<a href="\/api\/visit-photos\/def"[^>]*><img src="\/api\/visit-photos\/def\/thumb"/);
    expect(html).toMatch(/<a href="\/api\/visit-photos\/ghi"[^>]*><img src="\/api\/visit-photos\/ghi\/thumb"/);
    expect(html).toContain('alt="Photo 2 of 2: Under the kitchen sink. Opens the full photo."');
  });

  it('offers the two choices for an issue without a decision only', () => {
    const page = text(view());
    const undecided = page.slice(page.indexOf('Water on the floor'), page.indexOf('A small tear'));
    // As the server renders it: a form with the optional note (the dialog takes over once the script runs).
    expect(undecided).toContain(
      'What should we do? A note for us (you can leave it blank) For example, a good time to call you. Ask us to fix this No action needed',
    );
    const decided = page.slice(page.indexOf('A small tear'), page.indexOf('Everything we checked'));
    expect(decided).not.toContain('Ask us to fix this');
    expect(decided).toContain('You asked us to fix this. Your request code: TA-7KQ2-MX9P');
  });

  it('links a repair request to its tracking page', () => {
    expect(view()).toMatch(/href="\/track-request\?token=TA-7KQ2-MX9P"[^>]*>TA-7KQ2-MX9P</);
  });

  it('lists every item by section with its answer in words', () => {
    const page = text(view());
    const checklist = page.slice(page.indexOf('Everything we checked'));
    expect(checklist).toContain('Outside Pool screen For your information Doors and windows locked OK');
    // N/A is "not applicable", never "not checked": the item was looked at and does not apply.
    expect(checklist).toContain('Inside Under the kitchen sink Urgent Thermostat Not applicable');
  });

  it('gives the reading written with an OK', () => {
    const report = reportFixture();
    report.items = report.items.map((item) =>
      item.label === 'Doors and windows locked'
        ? { ...item, label: 'Indoor humidity (the reading)', note: '52%' }
        : item,
    );
    expect(text(view('en', report))).toContain('Indoor humidity (the reading) 52% OK');
  });

  it('has a Print button and a Download PDF link to the same report', () => {
    const html = view();
    expect(html).toMatch(/<button[^>]*>.*?Print<\/button>/s);
    expect(html).toMatch(/<a href="\/api\/visits\/30\/report\.pdf" download=""[^>]*>.*?Download PDF<\/a>/s);
    expect(html).toContain('data-printable');
  });

  it('says so when nothing was found', () => {
    const report = reportFixture();
    report.visit.result = 'all-clear';
    report.items = report.items.filter((item) => item.answer !== 'issue');
    const page = text(view('en', report));
    expect(page).toContain('Result: All clear');
    expect(page).toContain('We found no problems. Your home looked fine.');
    expect(page).not.toContain('Ask us to fix this');
  });

  it('is in Spanish on a Spanish page', () => {
    const page = text(view('es'));
    expect(page).toContain('2 problemas encontrados');
    expect(page).toContain('Resultado: Problema urgente');
    expect(page).toContain('Pedir el arreglo');
    expect(page).toContain('Hora de llegada 10:05 a. m.');
    expect(page).toContain('Lo que revisamos: Inside — Under the kitchen sink');
    expect(page).toContain('Thermostat No corresponde');
    expect(page).toContain('Pool screen Para su información');
    expect(page).not.toContain('Ask us to fix this');
  });

  it("uses the checklist's Spanish words on a Spanish page, the English ones where none were written", () => {
    const report = reportFixture();
    report.items = report.items.map((item) =>
      item.section === 'Inside'
        ? {
            ...item,
            sectionEs: 'Interior',
            labelEs: item.label === 'Thermostat' ? 'Termostato' : 'Bajo el fregadero',
          }
        : item,
    );
    const spanish = text(view('es', report));
    expect(spanish).toContain('Lo que revisamos: Interior — Bajo el fregadero');
    expect(spanish).toContain('Interior Bajo el fregadero Urgente Termostato No corresponde');
    expect(spanish).toContain('Lo que revisamos: Outside — Pool screen');
    expect(spanish).not.toContain('Under the kitchen sink');
    expect(view('es', report)).toContain('alt="Foto 2 de 2: Bajo el fregadero.');
    // The English page keeps the English words.
    expect(text(view('en', report))).toContain('What we checked: Inside — Under the kitchen sink');
  });
});
