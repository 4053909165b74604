import account from './en/account.json';
import appointments from './en/appointments.json';
import auth from './en/auth.json';
import blog from './en/blog.json';
import booking from './en/booking.json';
import calendarFeed from './en/calendar-feed.json';
import callback from './en/callback.json';
import chat from './en/chat.json';
import chrome from './en/chrome.json';
import circle from './en/circle.json';
import client from './en/client.json';
import contact from './en/contact.json';
import display from './en/display.json';
import errorPages from './en/error-pages.json';
import errors from './en/errors.json';
import feedback from './en/feedback.json';
import forms from './en/forms.json';
import furniture from './en/furniture.json';
import invoices from './en/invoices.json';
import jobTime from './en/job-time.json';
import landing from './en/landing.json';
import legal from './en/legal.json';
import newsletter from './en/newsletter.json';
import notary from './en/notary.json';
import officeErrors from './en/office-errors.json';
import paymentCard from './en/payment-card.json';
import plans from './en/plans.json';
import properties from './en/properties.json';
import quotes from './en/quotes.json';
import session from './en/session.json';
import signIn from './en/sign-in.json';
import site from './en/site.json';
import texts from './en/texts.json';
import tracking from './en/tracking.json';
import twoStep from './en/two-step.json';
import ui from './en/ui.json';
import visitStatus from './en/visit-status.json';

/**
 * The English catalogue: one JSON file per area of the site, each key starting with its file's name
 * (docs/i18n.md). English is the source: every other language has exactly these keys.
 */
export const en = {
  ...account,
  ...appointments,
  ...auth,
  ...blog,
  ...booking,
  ...calendarFeed,
  ...callback,
  ...chat,
  ...chrome,
  ...circle,
  ...client,
  ...contact,
  ...display,
  ...errorPages,
  ...errors,
  ...feedback,
  ...forms,
  ...furniture,
  ...invoices,
  ...jobTime,
  ...landing,
  ...legal,
  ...newsletter,
  ...notary,
  ...officeErrors,
  ...paymentCard,
  ...plans,
  ...properties,
  ...quotes,
  ...session,
  ...signIn,
  ...site,
  ...texts,
  ...tracking,
  ...twoStep,
  ...ui,
  ...visitStatus,
};

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
