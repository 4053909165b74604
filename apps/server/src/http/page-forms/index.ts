import { pathWithoutLocale, samePagePath, type PageFormId, codeMessage, type PageFormResult } from '@ta/shared';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../lib/http-errors.js';
import { callLimit } from '../../lib/rate-limits.js';
import accountForms from '../../domains/accounts/routes/account-forms.js';
import blogCommentForm from '../../domains/blog/routes/blog-comment-form.js';
import calendarFeedForms from '../../domains/appointments/routes/calendar-feed-forms.js';
import callbackForm from '../../domains/requests/routes/callback-form.js';
import circleForms from '../../domains/circle/routes/circle-forms.js';
import { acceptMultipartForms, acceptUrlEncodedForms } from './form-body.js';
import displayForm from './display-form.js';
import emailSignInForms from '../../domains/accounts/routes/email-sign-in-forms.js';
import furnitureUploadForm from '../../domains/photos/routes/furniture-upload-form.js';
import languageForm from './language-form.js';
import moveForm from '../../domains/appointments/routes/move-form.js';
import { profileForm } from '../../domains/accounts/routes/profile-form.js';
import { PHOTO_FORM_LIMIT } from './photo-upload.js';
import quoteForms from '../../domains/quotes/routes/quote-forms.js';
import payForms from '../../domains/payments/routes/pay-forms.js';
import feedbackForm from '../../domains/feedback/routes/feedback-form.js';
import planForms from '../../domains/plans/routes/plan-forms.js';
import propertyForms from '../../domains/home-watch/routes/property-forms.js';
import findingDecisionForm from '../../domains/home-watch/routes/finding-decision-form.js';
import newsletterForms from '../../domains/newsletter/routes/newsletter-forms.js';
import { PAYMENT_CARD_FORMS, paymentCardForm } from '../../domains/payments/routes/payment-card-forms.js';
import { TEXTS_FORMS, textChoicesForm } from '../../domains/sms/routes/text-choices-forms.js';
import { appointmentForm, landingForms } from '../../domains/requests/routes/request-forms.js';
import trackRequestForm from '../../domains/requests/routes/track-request-form.js';
import visitNoticesForm from '../../domains/appointments/routes/visit-notices-form.js';
import twoStepForms from '../../domains/accounts/routes/two-step-forms.js';

/** The form a page shows first: it carries a problem met before the form could be read. */
function firstFormOf(request: FastifyRequest): PageFormId | null {
  switch (pathWithoutLocale(request.routeOptions.url ?? '')) {
    case '/':
      return 'contact';
    case '/contact':
      return 'appointment';
    case '/furniture-upload':
      return 'furniture-upload';
    case '/auth':
      return (request.query as Record<string, unknown>).tab === 'register' ? 'register' : 'login';
    case '/forgot-password':
      return 'forgot-password';
    case '/reset-password':
      return 'reset-password';
    case '/call-me-back':
      return 'callback';
    case '/circle':
      return 'circle-invite';
    case '/appointments/:id/move':
      return 'appointment-move';
    case '/quotes/:id':
    case '/quote/:token':
      return 'quote-approve';
    case '/invoices/:id':
    case '/pay/:token':
      return 'invoice-pay';
    case '/feedback/:token':
      return 'feedback';
    case '/plans':
      return 'plan-new';
    case '/properties/new':
      return 'property-new';
    case '/properties/:id':
      return 'property-edit';
    case '/newsletter':
      return 'newsletter-subscribe';
    case '/newsletter/confirm':
      return 'newsletter-confirm';
    case '/newsletter/unsubscribe':
      return 'newsletter-unsubscribe';
    case '/blog/:slug':
      return 'blog-comment';
    case '/reports/:id':
      return 'finding-decision';
    case '/circle/accept/:token':
      return 'circle-accept-new';
    case '/sign-in/email':
      return 'email-sign-in';
    case '/sign-in/code':
      return 'sign-in-code';
    case '/sign-in/link':
      return 'sign-in-link';
    case '/sign-in/two-step':
      return (request.query as Record<string, unknown>).with === 'recovery-code'
        ? 'two-step-recovery'
        : 'two-step-code';
    case '/sign-in/two-step/setup':
      return 'two-step-setup';
    case '/profile':
      return 'calendar-feed-make';
    default:
      return null;
  }
}

/** The form-level problem of a form that could not be read: its message, with its code and values. */
function problemOf(error: FastifyError | HttpError): Pick<PageFormResult, 'message' | 'code' | 'params'> {
  if (error instanceof HttpError) {
    return { message: error.message, code: error.code, ...(error.params ? { params: error.params } : {}) };
  }
  const code =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'form_too_large_to_send'
      : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'form_reload'
        : 'form_unreadable';
  return { message: codeMessage(code), code };
}

/**
 * Forms that work without JavaScript (docs/architecture.md "A form sent without JavaScript"). The
 * browser posts each form to its page's URL; the route checks it with the React form's schema, does
 * the work through the JSON route (as the visitor: same checks, same rate limits), and answers with
 * the page showing the result, or redirects to the result's page.
 *
 * Not wrapped in fastify-plugin: the body parsers added here serve these routes only, so the JSON API
 * keeps refusing url-encoded and multipart bodies (decision 004). The cross-site guard, an app-wide
 * hook, refuses other sites' posts here as under /api.
 */
const pageFormRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  if (config.web === 'off') return;
  acceptUrlEncodedForms(app);

  // A form that could not be read (too large, unreadable) is answered on its page, like any refusal;
  // anything else keeps the app's own answer.
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    const form = firstFormOf(request);
    const status = error.statusCode ?? 500;
    if (!form || status < 400 || status >= 500 || status === 403) throw error;
    return app.renderPage(request, reply, {
      form: { form, values: {}, errors: {}, ...problemOf(error) },
      status,
    });
  });

  await app.register(languageForm, { config });
  await app.register(displayForm, { config });
  // Reading a photo form holds up to PHOTO_FORM_LIMIT in memory: past the upload limit of an address
  // (the JSON route's 10 an hour), its forms are refused before they are read. The upload itself is
  // still counted in the JSON route's own bucket, so this adds no quota. One bucket for both languages.
  const readLimit = callLimit(config, 10, '1 hour');
  // Each page's form at its English address and at its Spanish one (/es/…), answered in that language.
  for (const prefix of ['', '/es']) {
    await app.register(
      async (pages) => {
        await pages.register(accountForms, { config });
        await pages.register(emailSignInForms, { config });
        await pages.register(twoStepForms, { config });
        await pages.register(landingForms, { config });
        await pages.register(trackRequestForm);
        await pages.register(callbackForm, { config });
        await pages.register(circleForms, { config });
        await pages.register(visitNoticesForm, { config });
        await pages.register(calendarFeedForms, {
          config,
          sendProfileForm: profileForm(pages, config),
          sections: [
            { forms: PAYMENT_CARD_FORMS, send: paymentCardForm(pages, config) },
            { forms: TEXTS_FORMS, send: textChoicesForm(pages, config) },
          ],
        });
        await pages.register(moveForm, { config });
        await pages.register(quoteForms, { config });
        await pages.register(payForms, { config });
        await pages.register(feedbackForm, { config });
        await pages.register(planForms, { config });
        await pages.register(propertyForms, { config });
        await pages.register(findingDecisionForm, { config });
        await pages.register(newsletterForms, { config });
        await pages.register(blogCommentForm, { config });
        await pages.register(async (photoForms) => {
          acceptMultipartForms(photoForms, PHOTO_FORM_LIMIT);
          await photoForms.register(appointmentForm, { readLimit, config });
          await photoForms.register(furnitureUploadForm, { readLimit, config });
        });
      },
      { prefix },
    );
  }

  // A form on a page without a no-JavaScript handler, sent before the page's script loaded: back to
  // the page (now with its script). Only ever to a path of this site: a path such as //evil.example
  // would be another host in a Location header.
  app.post('/*', async (request, reply) => {
    const page = request.url.startsWith('/api/') || request.url === '/api' ? null : samePagePath(request.url);
    return page ? reply.redirect(page, 303) : reply.callNotFound();
  });
};

export default pageFormRoutes;
