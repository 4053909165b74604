import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';
/** These pages read nothing from the API while rendering. */
const api = async () => {
  throw new Error('no API call expected');
};
const page = (url: string) => render({ url, user: null, origin, api });
/** The page's visible words, without tags (the server's HTML as a reader meets it). */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&quot;/g, '"');

// A Spanish address gives the whole page in Spanish, head included: no English left in what a
// visitor reads, and every link and form stays in Spanish.
describe('the account and legal pages at their Spanish addresses', () => {
  it('/es/auth: the login form, the tabs, the reasons and the switch back to English', async () => {
    const { html, head, status } = await page('/es/auth');
    expect(status).toBe(200);
    expect(head).toContain('<title>Inicie sesión o cree una cuenta | Trusted Assistance</title>');
    const text = words(html);
    for (const spanish of [
      'Su cuenta de cliente',
      'Iniciar sesión',
      'Crear cuenta',
      'Nombre de usuario o correo electrónico',
      'Contraseña',
      '¿Olvidó su contraseña?',
      '¿Para qué sirve una cuenta?',
      'Volver al inicio',
    ]) {
      expect(text).toContain(spanish);
    }
    for (const english of ['Log in', 'Password', 'Create account', 'Back to Home', 'Why have an account?']) {
      expect(text).not.toContain(english);
    }
    // The login form posts to its own Spanish address; links keep the language.
    expect(html).toContain('href="/es/forgot-password"');
    expect(html).toContain('href="/es/auth?tab=register"');
    // The header has the language switch, offering English.
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(
      /<form[^>]*action="\/language" method="post"><input type="hidden" name="next" value="\/auth"\/>/,
    );
    expect(header).toMatch(/<button type="submit" value="en" lang="en-US"[^>]*>.*English<\/button>/s);
  });

  it('/es/forgot-password and /es/reset-password speak Spanish too', async () => {
    expect(words((await page('/es/forgot-password')).html)).toContain(
      'Escriba su correo electrónico. Le mandaremos un enlace. Con él puede elegir una contraseña nueva.',
    );
    const reset = words((await page('/es/reset-password')).html);
    expect(reset).toContain('Elija una contraseña nueva');
    expect(reset).toContain('Este enlace no se puede usar');
  });

  it('/es/privacy-policy: the whole policy in Spanish, its date written the Spanish way', async () => {
    const { html, head } = await page('/es/privacy-policy');
    expect(head).toContain('<title>Política de privacidad | Trusted Assistance</title>');
    expect(head).toMatch(/<meta name="description" content="Qué datos personales recopila Trusted Assistance/);
    const text = words(html);
    expect(text).toContain('Última actualización: 16 de mayo de 2025');
    expect(html).toContain('<time dateTime="2025-05-16">16 de mayo de 2025</time>');
    for (const spanish of [
      'En pocas palabras',
      'Nunca vendemos sus datos.',
      'Mensajes de texto (SMS)',
      'No vendemos sus datos',
      'Sus derechos y opciones',
      'Hable con nosotros',
      'Lea también',
      'Términos y condiciones',
    ]) {
      expect(text).toContain(spanish);
    }
    for (const english of ['Last Updated', 'In short', 'We never sell', 'Your rights', 'Also read', 'Contact us']) {
      expect(text).not.toContain(english);
    }
    expect(html).toContain('href="/es/terms-and-conditions"');
  });

  it('the English pages keep the texts the product names', async () => {
    const privacy = words((await page('/privacy-policy')).html);
    expect(privacy).toContain('Last Updated: May 16, 2025');
    expect(privacy).toContain('Privacy Policy');
    const auth = words((await page('/auth')).html);
    expect(auth).toContain('Back to Home');
    expect(auth).toContain('Username or email');
  });
});
