import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PlanDaysNotice } from './plan-days-notice';

const render = (days: number | undefined) =>
  renderToStaticMarkup(
    <Router ssrPath="/admin">
      <PlanDaysNotice days={days} />
    </Router>,
  );

describe('PlanDaysNotice', () => {
  it('says how many days wait to be booked by hand, and links to them', () => {
    const html = render(3);
    expect(html).toContain('Standing visits to book by hand');
    expect(html).toContain(
      '3 days of clients’ standing visits could not be booked: call the client and book them by hand.',
    );
    expect(html).toMatch(/href="\/admin\/plans"[^>]*>See the days</);
    expect(render(1)).toContain(
      '1 day of clients’ standing visits could not be booked: call the client and book it by hand.',
    );
  });

  it('shows nothing while every day is booked', () => {
    expect(render(0)).toBe('');
    expect(render(undefined)).toBe('');
  });
});
