import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { askForHomeChecks } from '../api/ask-home-checks';
import { HomeChecksRequest } from './home-checks-request';

const html = (locale: 'en' | 'es') =>
  renderToStaticMarkup(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <HomeChecksRequest propertyId={7} />
      </QueryClientProvider>,
      locale,
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('asking for home checks from a property’s page', () => {
  it('offers a note and the button, in English and in Spanish', () => {
    const english = html('en');
    expect(english).toContain('Going away? Ask us to check this house while you are gone.');
    expect(english).toContain('Anything we should know? (optional)');
    expect(english).toMatch(/<textarea[^>]*name="note"/);
    expect(english).toContain('Ask for home checks');
    const spanish = html('es');
    expect(spanish).toContain('¿Se va de viaje?');
    expect(spanish).toContain('Pedir revisiones de la casa');
    expect(spanish).not.toContain('Ask for home checks');
  });

  it('posts the note to the property’s home-checks call', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ requestId: 45 }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await askForHomeChecks({ propertyId: 7, input: { note: 'From January 5' } })).toEqual({ requestId: 45 });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/properties/7/home-checks');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ note: 'From January 5' });
  });
});
