import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { ApiError } from '../../../lib/api-client';
import { AppointmentsLoadError } from './appointments-load-error';

describe('AppointmentsLoadError', () => {
  it('sends a signed-out person to log in and back to their appointments', () => {
    const html = renderToString(
      withIntl(
        <Router ssrPath="/appointments">
          <AppointmentsLoadError
            error={new ApiError(401, 'Please log in to continue.')}
            retrying={false}
            onRetry={() => {}}
          />
        </Router>,
      ),
    );
    expect(html).toContain('You need to be logged in to view appointments.');
    expect(html).toMatch(/href="\/auth\?next=%2Fappointments"[^>]*>.*Log In or Register/s);
  });

  it('says it in Spanish on a Spanish page', () => {
    const html = renderToString(
      withIntl(
        <Router ssrPath="/appointments">
          <AppointmentsLoadError error={new ApiError(401, 'Unauthorized')} retrying={false} onRetry={() => {}} />
        </Router>,
        'es',
      ),
    );
    expect(html).toContain('Debe iniciar sesión para ver sus citas.');
    expect(html).toContain('Iniciar sesión o registrarse');
  });
});
