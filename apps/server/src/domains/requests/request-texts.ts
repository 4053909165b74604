import { textAboutRequest } from '../sms/index.js';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { ServiceContext } from '../service-context.js';

/**
 * A request's updates by text (docs/sms.md, "A request's updates"), beside its e-mails: to the number the
 * form gave, when its "Text me updates" box was ticked with the consent, in the request's language. Each
 * text carries the request's code and the link to follow it, as its e-mail does.
 */

const trackingPath = (code: string) => `/track-request?token=${encodeURIComponent(code)}`;

/** "We got your request", with its code: once per request. */
export async function textRequestReceived(ctx: ServiceContext, requestId: number): Promise<void> {
  await textAboutRequest(ctx, {
    requestId,
    event: 'received',
    write: ({ language, trackingToken: code }) => {
      const intl = mailIntl(language);
      return { body: intl.t('sms.request.received', { code, link: intl.link(ctx.publicUrl, trackingPath(code)) }) };
    },
  });
}

/** The request's new status, in the tracking page's words for it. */
export async function textRequestStatus(ctx: ServiceContext, requestId: number): Promise<void> {
  await textAboutRequest(ctx, {
    requestId,
    event: null,
    write: ({ language, trackingToken: code, status }) => {
      const intl = mailIntl(language);
      const label = intl.t('request.status.label', { status: status.replace(/-/g, '_') });
      return {
        body: intl.t('sms.request.status', { code, label, link: intl.link(ctx.publicUrl, trackingPath(code)) }),
      };
    },
  });
}
