import {
  appointmentRequestSchema,
  AUTH_MESSAGES,
  landingContactSchema,
  type PageFormResult,
  type ServiceType,
} from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { es } from '../i18n/messages/es';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';
const furniture: ServiceType = {
  id: 4,
  name: 'Furniture Assembly',
  description: 'Assembly of flat-pack and delivered furniture, with photos for an accurate quote.',
  duration: 180,
  color: '#b45309',
};
const api = async (path: string) =>
  path === '/api/service-types' ? { status: 200, body: [furniture] } : { status: 404, body: { message: 'Not found' } };

/** What the server answers for a form sent empty: each field's first message, as its schema gives it. */
function emptySubmission(
  form: PageFormResult['form'],
  schema: typeof appointmentRequestSchema | typeof landingContactSchema,
  values: Record<string, unknown>,
): PageFormResult {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    errors[issue.path.join('.') || 'form'] ??= issue.message;
  return { form, values: {}, errors, message: null };
}

const emptyAppointment = {
  name: '',
  email: '',
  phone: '',
  serviceTypeId: '',
  message: '',
  preferredDate: '',
  preferredTime: '',
  location: '',
};

describe('the Spanish request forms', () => {
  it('shows the Request an Appointment form with Spanish labels, hints and service names', async () => {
    const page = await render({ url: '/es/contact', user: null, origin, api });
    expect(page.lang).toBe('es-US');
    for (const words of [
      'Pedir una cita',
      'Nombre completo',
      'Correo electrónico',
      'Teléfono',
      'Servicio',
      'Mensaje',
    ]) {
      expect(page.html).toContain(words);
    }
    expect(page.html).toContain('>Armado de muebles</option>');
    expect(page.html).toContain('Enviar solicitud');
    expect(page.html).not.toContain('Full name');
    expect(page.html).not.toContain('Submit Request');
  });

  it('answers an empty Request an Appointment in Spanish: the problems at the top and beside each field', async () => {
    const form = emptySubmission('appointment', appointmentRequestSchema, emptyAppointment);
    // The English messages are the schema's: the page finds each one in the catalogue.
    expect(form.errors.name).toBe('Name is required');
    const page = await render({ url: '/es/contact', user: null, origin, api, form });
    expect(page.html).toMatch(/role="alert"[^>]*>.*No se pudo enviar.*Por favor, corrija estos puntos:/s);
    expect(page.html).toContain('Escriba su nombre');
    expect(page.html).toContain('El correo electrónico no es válido');
    expect(page.html).toContain('El teléfono debe tener al menos 10 dígitos');
    expect(page.html).toContain('Por favor, elija un servicio');
    expect(page.html).toContain('El mensaje debe tener al menos 10 caracteres');
    expect(page.html).not.toContain('Name is required');
    expect(page.html).not.toContain('Please fix');
  });

  it('answers the same empty form in English on the English page', async () => {
    const form = emptySubmission('appointment', appointmentRequestSchema, emptyAppointment);
    const page = await render({ url: '/contact', user: null, origin, api, form });
    expect(page.html).toMatch(/role="alert"[^>]*>.*Submission Failed.*Please fix these:/s);
    expect(page.html).toContain('Name is required');
    expect(page.html).toContain('Phone number must be at least 10 digits');
  });

  it('answers an empty landing contact form in Spanish', async () => {
    const form = emptySubmission('contact', landingContactSchema, {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      serviceInterest: '',
      message: '',
      notifyByEmail: true,
      consentGiven: false,
    });
    const page = await render({ url: '/es', user: null, origin, api, form });
    expect(page.html).toMatch(/role="alert"[^>]*>.*Su mensaje no se envió/s);
    expect(page.html).toContain('El nombre debe tener al menos 2 letras');
    expect(page.html).toContain('Por favor, elija el servicio que le interesa');
    expect(page.html).toContain('>Ayuda personal y mandados</option>');
    expect(page.html).not.toContain('First name must be at least 2 characters');
  });
});

describe('a refusal of the API on a form sent without JavaScript', () => {
  /** A wrong password, as the server renders the login page again: the answer's words and its code. */
  const refusedLogin = (message: string): PageFormResult => ({
    form: 'login',
    values: { username: 'margaret' },
    errors: {},
    message,
    code: 'invalid_credentials',
  });

  it('is shown in Spanish on the Spanish page', async () => {
    const page = await render({
      url: '/es/auth',
      user: null,
      origin,
      api,
      form: refusedLogin(AUTH_MESSAGES.invalidCredentials),
    });
    expect(page.html).toContain(es['errors.invalid-credentials']);
    expect(page.html).not.toContain(AUTH_MESSAGES.invalidCredentials);
  });

  it('is shown by its code, whatever its words', async () => {
    const page = await render({ url: '/es/auth', user: null, origin, api, form: refusedLogin('Some other words') });
    expect(page.html).toContain(es['errors.invalid-credentials']);
    expect(page.html).not.toContain('Some other words');
  });

  it('keeps the API’s English words on the English page', async () => {
    const page = await render({
      url: '/auth',
      user: null,
      origin,
      api,
      form: refusedLogin(AUTH_MESSAGES.invalidCredentials),
    });
    expect(page.html).toContain(AUTH_MESSAGES.invalidCredentials);
  });
});
