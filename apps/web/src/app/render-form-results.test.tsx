import { PAGE_FORM_FIELD, type PageFormResult, type ServiceType } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';

const furniture: ServiceType = {
  id: 4,
  name: 'Furniture Assembly',
  description: 'Flat-pack furniture assembled.',
  duration: 180,
  color: '#b45309',
};
const errands: ServiceType = { ...furniture, id: 1, name: 'Home Assistance', description: null };

/** The API as seen while rendering: the service types /contact needs, nothing else. */
const api = async (path: string) =>
  path === '/api/service-types'
    ? { status: 200, body: [errands, furniture] }
    : { status: 404, body: { message: 'Not found' } };

/** The opening tag of the element with this id (the pages are plain server HTML). */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element with id="${id}"`);
  return tag;
}

function renderWith(url: string, form: PageFormResult, features = { texts: false }) {
  return render({ url, user: null, origin, api, form, features });
}

// When the server answers a form sent without JavaScript, the page shows that form again
// with what was typed, each problem next to its field (announced) and listed at the top with a link
// to the field; or it shows what the form achieved. The browser gets the same result in the page
// state, so hydration sees the same form.
describe('pages rendered with a form’s result', () => {
  it('shows the login form with the typed username, the refusal at the top, and the result in the state', async () => {
    const form: PageFormResult = {
      form: 'login',
      values: { username: 'margaret' },
      errors: {},
      message: 'Incorrect username or password.',
    };
    const page = await renderWith('/auth?next=%2Fappointments', form);
    expect(page.status).toBe(200);
    expect(tagWithId(page.html, 'login-username')).toContain('value="margaret"');
    expect(tagWithId(page.html, 'login-password')).toContain('value=""');
    expect(page.html).toContain(`name="${PAGE_FORM_FIELD}" value="login"`);
    expect(page.html).toMatch(/role="alert"[^>]*autofocus=""[^>]*>.*Login failed.*Incorrect username or password\./s);
    expect(JSON.parse(page.state).form).toEqual(form);
  });

  it('marks each register field with its problem, linked from the list at the top', async () => {
    const page = await renderWith('/auth?tab=register', {
      form: 'register',
      values: { firstName: 'M', lastName: 'Hill', email: 'margaret@example.com', username: 'margaret' },
      errors: { firstName: 'First name must be at least 2 characters', confirmPassword: 'Passwords do not match' },
      message: null,
    });
    const firstName = tagWithId(page.html, 'register-firstName');
    expect(firstName).toContain('value="M"');
    expect(firstName).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(firstName)?.[1] ?? '';
    expect(page.html).toContain(`id="${describedBy}"`);
    expect(page.html).toMatch(new RegExp(`id="${describedBy}"[^>]*>.*?First name must be at least 2 characters`, 's'));
    expect(tagWithId(page.html, 'register-confirmPassword')).toContain('aria-invalid="true"');
    expect(page.html).toContain('href="#register-firstName"');
    expect(page.html).toContain('href="#register-confirmPassword"');
    expect(tagWithId(page.html, 'register-lastName')).not.toContain('aria-invalid="true"');
  });

  it('renders the landing contact form with its ticks as sent, and a submit that works without JavaScript', async () => {
    const page = await renderWith(
      '/',
      {
        form: 'contact',
        values: {
          firstName: 'Dorothy',
          lastName: 'Baker',
          email: 'not-an-address',
          phone: '(352) 555-0199',
          serviceInterest: 'Home & Tech Support',
          message: 'My new tablet needs setting up.',
          newsletter: true,
          notifyByEmail: false,
          notifyBySms: true,
          consentGiven: false,
        },
        errors: { consentGiven: 'Please agree to be contacted so we can send you updates about your request.' },
        message: null,
      },
      // Texts set up: the form offers updates by text.
      { texts: true },
    );
    expect(tagWithId(page.html, 'contact-email')).toContain('value="not-an-address"');
    expect(tagWithId(page.html, 'contact-newsletter')).toContain('checked=""');
    expect(tagWithId(page.html, 'contact-notifyBySms')).toContain('checked=""');
    expect(tagWithId(page.html, 'contact-notifyByEmail')).not.toContain('checked');
    expect(page.html).toMatch(/<option value="Home &amp; Tech Support" selected="">/);
    expect(page.html).toMatch(/<textarea[^>]*id="contact-message"[^>]*>My new tablet needs setting up\.<\/textarea>/);
    // Before the script runs nothing can watch the ticks: the server checks consent, the button stays usable.
    const send = /<button[^>]*>(?:(?!<\/button>).)*Send Message<\/button>/s.exec(page.html)?.[0] ?? '';
    expect(send).toContain('type="submit"');
    expect(send).not.toMatch(/disabled=""/);
    // The landing request form stays closed.
    expect(page.html).not.toContain('id="quote-firstName"');
  });

  it('opens the landing request form on the landing page when it answers that form', async () => {
    const page = await renderWith('/', {
      form: 'quote',
      values: { firstName: 'Harold', specificService: 'x', termsAccepted: false },
      errors: { specificService: 'Please describe the specific service needed' },
      message: null,
    });
    expect(tagWithId(page.html, 'quote-request')).not.toContain('hidden');
    expect(tagWithId(page.html, 'quote-firstName')).toContain('value="Harold"');
    expect(tagWithId(page.html, 'quote-specificService')).toContain('aria-invalid="true"');
    expect(tagWithId(page.html, 'contact-firstName')).toContain('value=""');
  });

  it('links Request Quote to the page with the form open before the script runs', async () => {
    const closed = await render({ url: '/', user: null, origin, api });
    expect(closed.html).toContain('href="/?quote=open#quote-request"');
    expect(tagWithId(closed.html, 'quote-request')).toContain('hidden');
    const open = await render({ url: '/?quote=open', user: null, origin, api });
    expect(tagWithId(open.html, 'quote-request')).not.toContain('hidden');
    expect(open.html).toContain('id="quote-firstName"');
  });

  it('shows /contact again with the photo refusal beside a plain file input that the form sends', async () => {
    const page = await renderWith('/contact', {
      form: 'appointment',
      values: { name: 'Walter Green', email: 'walter@example.com', serviceTypeId: '4', message: 'A bookcase.' },
      errors: { photos: '"desk.jpg" is not a JPEG, PNG or WEBP image.' },
      message: null,
    });
    expect(page.html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(page.html).toMatch(/<option value="4" data-photos="" selected="">Furniture Assembly<\/option>/);
    const input = tagWithId(page.html, 'appointment-photos');
    expect(input).toContain('type="file"');
    expect(input).toContain('name="photos"');
    expect(input).toContain('aria-invalid="true"');
    expect(page.html).toContain('href="#appointment-photos"');
    expect(page.html).toContain('&quot;desk.jpg&quot; is not a JPEG, PNG or WEBP image.');
  });

  it('shows the upload thank-you with the stored photos, and a link for more', async () => {
    const page = await renderWith('/furniture-upload', {
      form: 'furniture-upload',
      values: { clientEmail: 'irene@example.com', furnitureType: 'Bookcase', furnitureDescription: 'Two boxes.' },
      errors: {},
      message: null,
      outcome: {
        message: '1 photo uploaded successfully.',
        photos: [
          {
            id: 7,
            photoUrl: '/api/furniture-photos/file/abc',
            thumbnailUrl: '/api/furniture-photos/file/abc/thumb',
            furnitureType: 'Bookcase',
            uploadedAt: '2026-11-24T10:00:00.000Z',
            status: 'pending',
          },
        ],
      },
    });
    expect(page.html).toContain('Thank you! Your photos arrived safely.');
    expect(page.html).toContain('/api/furniture-photos/file/abc/thumb');
    expect(page.html).toMatch(/href="\/furniture-upload"[^>]*>(?:(?!<\/a>).)*Upload more photos/s);
  });

  it('shows the reset link’s answer in place of the forms', async () => {
    const forgot = await renderWith('/forgot-password', {
      form: 'forgot-password',
      values: { email: 'margaret@example.com' },
      errors: {},
      message: null,
      outcome: { message: 'If an account uses that email address, we have sent it a link.' },
    });
    expect(forgot.html).toContain('Check your email');
    // The answer is the same for every address: the page words it itself, in its own language.
    expect(forgot.html).toContain(
      'If an account uses that email address, we have sent it a link to reset the password.',
    );
    expect(forgot.html).toContain('href="/forgot-password"');

    const reset = await renderWith('/reset-password?token=abcdefghijklmnop', {
      form: 'reset-password',
      values: {},
      errors: {},
      message: null,
      outcome: { message: 'Your password has been reset. You can now log in with the new password.' },
    });
    expect(reset.html).toContain('Password changed');
    expect(reset.html).toMatch(/href="\/auth"[^>]*>Log in<\/a>/);
    expect(reset.html).not.toContain('abcdefghijklmnop');
  });

  it('ignores the result of another page’s form', async () => {
    const page = await renderWith('/forgot-password', {
      form: 'login',
      values: { username: 'margaret' },
      errors: {},
      message: 'Incorrect username or password.',
    });
    expect(page.html).not.toContain('Incorrect username or password.');
    expect(tagWithId(page.html, 'forgot-password-email')).toContain('value=""');
  });
});
