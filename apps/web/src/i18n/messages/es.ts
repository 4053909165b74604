import type { Messages } from './en';
import account from './es/account.json';
import appointments from './es/appointments.json';
import auth from './es/auth.json';
import blog from './es/blog.json';
import booking from './es/booking.json';
import calendarFeed from './es/calendar-feed.json';
import callback from './es/callback.json';
import chat from './es/chat.json';
import chrome from './es/chrome.json';
import circle from './es/circle.json';
import client from './es/client.json';
import contact from './es/contact.json';
import display from './es/display.json';
import errorPages from './es/error-pages.json';
import errors from './es/errors.json';
import feedback from './es/feedback.json';
import forms from './es/forms.json';
import furniture from './es/furniture.json';
import invoices from './es/invoices.json';
import jobTime from './es/job-time.json';
import landing from './es/landing.json';
import legal from './es/legal.json';
import newsletter from './es/newsletter.json';
import notary from './es/notary.json';
import officeErrors from './es/office-errors.json';
import paymentCard from './es/payment-card.json';
import plans from './es/plans.json';
import properties from './es/properties.json';
import quotes from './es/quotes.json';
import session from './es/session.json';
import signIn from './es/sign-in.json';
import site from './es/site.json';
import texts from './es/texts.json';
import tracking from './es/tracking.json';
import twoStep from './es/two-step.json';
import ui from './es/ui.json';
import visitStatus from './es/visit-status.json';

/** The Spanish catalogue, for seniors (usted): typed against the English one, so no key is missing. */
export const es: Messages = {
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
