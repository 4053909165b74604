import type { ChecklistTemplate } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { queryKeys } from '../../../lib/query-keys';
import { ChecklistPanel } from './checklist-panel';

const template = (id: number, name: string, isDefault: boolean): ChecklistTemplate => ({
  id,
  name,
  isDefault,
  sections: [{ name: 'Water', nameEs: null, items: [{ label: 'No leaks under the sinks', labelEs: null }] }],
  updatedAt: null,
});

/** The panel's template choices, as the select offers them. */
function options(templateId: number | null): string[] {
  const client = new QueryClient();
  client.setQueryData(queryKeys.checklists.list(), [template(1, 'Florida home', true), template(2, 'Condo', false)]);
  const html = renderToStaticMarkup(
    withIntl(
      <QueryClientProvider client={client}>
        <ChecklistPanel propertyId={3} checklist={{ templateId, templateName: 'Florida home', extraItems: [] }} />
      </QueryClientProvider>,
    ),
  );
  return [...html.matchAll(/<option value="(\d*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`);
}

describe('ChecklistPanel', () => {
  it('offers the default checklist once', () => {
    expect(options(null)).toEqual([':The default (Florida home)', '2:Condo']);
  });

  it('keeps a template chosen by name, even the default, as the one selected', () => {
    expect(options(1)).toEqual([':The default (Florida home)', '1:Florida home (the default)', '2:Condo']);
  });

  it("shows each of the property's own items in English and in Spanish", () => {
    const html = renderToStaticMarkup(
      withIntl(
        <QueryClientProvider client={new QueryClient()}>
          <ChecklistPanel
            propertyId={3}
            checklist={{
              templateId: null,
              templateName: 'Florida home',
              extraItems: [{ section: 'Dock', sectionEs: 'Muelle', label: 'Boat lines secure', labelEs: null }],
            }}
          />
        </QueryClientProvider>,
      ),
    );
    expect(html).toContain('Section of item 1 in Spanish');
    expect(html).toMatch(/<input[^>]*lang="es"[^>]*name="extraItems\.0\.sectionEs"/);
    expect(html).toContain('Item 1 in Spanish');
    expect(html).toMatch(/<input[^>]*lang="es"[^>]*name="extraItems\.0\.labelEs"/);
  });
});
