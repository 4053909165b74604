import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FLORIDA_COUNTIES, propertyInputSchema } from '@ta/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { summaryFixture } from '../test-fixtures';
import { PropertyForm, propertyFormValues } from './property-form';

function form(property: ReturnType<typeof summaryFixture> | null, locale: 'en' | 'es' = 'en') {
  return renderToString(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <PropertyForm property={property} />
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe('PropertyForm', () => {
  it('has every field of the schema, the county as a list of Florida counties and the away days as dates', () => {
    const html = form(null);
    for (const name of Object.keys(propertyFormValues(null)).filter((name) => name !== 'clearAccessNotes')) {
      expect(html).toMatch(new RegExp(`name="${name}"`));
    }
    expect(html.match(/<option value="[^"]+"/g)).toHaveLength(FLORIDA_COUNTIES.length);
    expect(html).toContain('<option value="Miami-Dade">Miami-Dade</option>');
    expect(html).toMatch(/<input type="date"[^>]*name="awayFrom"/);
    expect(html).toMatch(/<input type="date"[^>]*name="awayUntil"/);
    expect(html).toMatch(/<textarea[^>]*name="accessNotes"/);
  });

  it('never puts the access notes in the page: the box is empty, and says what is on file', () => {
    const onFile = form(summaryFixture({ accessNotesOnFile: true }));
    expect(onFile).toMatch(/<textarea[^>]*name="accessNotes"[^>]*><\/textarea>/);
    expect(onFile).toContain('We have your codes on file. Leave this blank to keep them');
    expect(onFile).toMatch(/<input[^>]*type="checkbox"[^>]*name="clearAccessNotes"/);
    expect(onFile).toContain('Only the staff member who visits your home can read them');

    const none = form(summaryFixture({ accessNotesOnFile: false }));
    expect(none).toContain('We have no codes on file yet.');
    expect(none).not.toContain('name="clearAccessNotes"');
  });

  it('starts from the property and sends what the schema accepts', () => {
    const values = propertyFormValues(summaryFixture());
    expect(values).toMatchObject({
      label: 'The beach condo',
      county: 'Collier',
      accessNotes: '',
      clearAccessNotes: false,
    });
    const parsed = propertyInputSchema.parse(values);
    expect(parsed).toMatchObject({ accessNotes: null, clearAccessNotes: false, alarmCompany: null });
  });

  it('is in Spanish on a Spanish page', () => {
    const html = form(null, 'es');
    expect(html).toContain('Condado');
    expect(html).toContain('Agregar esta propiedad');
    expect(html).not.toContain('Street address');
  });
});
