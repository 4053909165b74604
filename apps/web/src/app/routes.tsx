import { NEWSLETTER_PATHS, type CircleRight, type SessionUser } from '@ta/shared';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { Router } from 'wouter';
import { lazyComponent } from '../lib/lazy-component';
import type { ServerRead } from '../lib/server-read';
import type { StartOn } from './first-reach';
import { RequireRight } from './guards/require-right';
import { RequireClient, RequireSignedIn } from './guards/require-session';
import { guarded, routeAt, RouteSwitch, type Guard, type PageRoute, type RouteParams } from './route-table';

// Each page is its own chunk: a visitor downloads only the page they open. The pages the server reads
// data for export their `prefetch` beside their component: their module is named once, here.
const homePage = () => import('./routes/site/home-page');
const blogPage = () => import('./routes/site/blog-page');
const blogPostPage = () => import('./routes/site/blog-post-page');
const contactPage = () => import('./routes/site/contact-page');
const trackRequestPage = () => import('./routes/site/track-request-page');
const circlePage = () => import('./routes/portal/circle-page');
const circleAcceptPage = () => import('./routes/site/circle-accept-page');
const quoteLinkPage = () => import('./routes/site/quote-link-page');
const payLinkPage = () => import('./routes/site/pay-link-page');
const feedbackPage = () => import('./routes/site/feedback-page');
const quotePage = () => import('./routes/portal/quote-page');

// The back office's pages are a table of their own in its own chunk (back-office-routes.tsx): every page
// loads this file's chunk, and only staff and admins open those pages, so their definitions, routes and the
// lists of files each preloads would otherwise weigh on every visitor.
const backOfficeRoutes = () => import('./back-office-routes');
const BackOfficeRoutes = lazyComponent('back-office-routes', () => backOfficeRoutes().then((m) => m.BackOfficeRoutes));

const dashboardPage = () => import('./routes/portal/dashboard-page');
const DashboardPage = lazyComponent('dashboard-page', () => dashboardPage().then((m) => m.DashboardPage));
const clientPortalPage = () => import('./routes/portal/client-portal-page');
const ClientPortalPage = lazyComponent('client-portal-page', () => clientPortalPage().then((m) => m.ClientPortalPage));
const appointmentsPage = () => import('./routes/portal/appointments-page');
const AppointmentsPage = lazyComponent('appointments-page', () => appointmentsPage().then((m) => m.AppointmentsPage));
const moveAppointmentPage = () => import('./routes/portal/move-appointment-page');
const plansPage = () => import('./routes/portal/plans-page');
const PlansPage = lazyComponent('plans-page', () => plansPage().then((m) => m.PlansPage));
const MoveAppointmentPage = lazyComponent('move-appointment-page', () =>
  moveAppointmentPage().then((m) => m.MoveAppointmentPage),
);
const profilePage = () => import('./routes/portal/profile-page');
const ProfilePage = lazyComponent('profile-page', () => profilePage().then((m) => m.ProfilePage));
const propertiesPage = () => import('./routes/portal/properties-page');
const ClientPropertiesPage = lazyComponent('client-properties-page', () =>
  propertiesPage().then((m) => m.PropertiesPage),
);
const propertyPage = () => import('./routes/portal/property-page');
const ClientNewPropertyPage = lazyComponent('client-new-property-page', () =>
  propertyPage().then((m) => m.NewPropertyPage),
);
const ClientPropertyPage = lazyComponent('client-property-page', () => propertyPage().then((m) => m.PropertyPage));
const clientInvoicesPage = () => import('./routes/portal/invoices-page');
const ClientInvoicesPage = lazyComponent('client-invoices-page', () =>
  clientInvoicesPage().then((m) => m.InvoicesPage),
);
const clientInvoicePage = () => import('./routes/portal/invoice-page');
const ClientInvoicePage = lazyComponent('client-invoice-page', () => clientInvoicePage().then((m) => m.InvoicePage));
const clientReportPage = () => import('./routes/portal/report-page');
const ClientReportPage = lazyComponent('client-report-page', () => clientReportPage().then((m) => m.ReportPage));
const CirclePage = lazyComponent('circle-page', () => circlePage().then((m) => m.CirclePage));
const QuoteLinkPage = lazyComponent('quote-link-page', () => quoteLinkPage().then((m) => m.QuoteLinkPage));
const PayLinkPage = lazyComponent('pay-link-page', () => payLinkPage().then((m) => m.PayLinkPage));
const FeedbackPage = lazyComponent('feedback-page', () => feedbackPage().then((m) => m.FeedbackPage));
const quotesPage = () => import('./routes/portal/quotes-page');
const ClientQuotesPage = lazyComponent('client-quotes-page', () => quotesPage().then((m) => m.QuotesPage));
const ClientQuotePage = lazyComponent('client-quote-page', () => quotePage().then((m) => m.QuotePage));
const CircleAcceptPage = lazyComponent('circle-accept-page', () => circleAcceptPage().then((m) => m.CircleAcceptPage));
const AuthPage = lazyComponent('auth-page', () => import('./routes/site/auth-page').then((m) => m.AuthPage));
const TwoStepPage = lazyComponent('two-step-page', () =>
  import('./routes/site/two-step-page').then((m) => m.TwoStepPage),
);
const TwoStepSetupPage = lazyComponent('two-step-setup-page', () =>
  import('./routes/site/two-step-page').then((m) => m.TwoStepSetupPage),
);
const BlogPage = lazyComponent('blog-page', () => blogPage().then((m) => m.BlogPage));
const BlogPostPage = lazyComponent('blog-post-page', () => blogPostPage().then((m) => m.BlogPostPage));
const ContactPage = lazyComponent('contact-page', () => contactPage().then((m) => m.ContactPage));
const ForgotPasswordPage = lazyComponent('forgot-password-page', () =>
  import('./routes/site/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const FurnitureUploadPage = lazyComponent('furniture-upload-page', () =>
  import('./routes/site/furniture-upload-page').then((m) => m.FurnitureUploadPage),
);
const HomePage = lazyComponent('home-page', () => homePage().then((m) => m.HomePage));
const CommunityGuidelinesPage = lazyComponent('community-guidelines-page', () =>
  import('./routes/site/legal/community-guidelines-page').then((m) => m.CommunityGuidelinesPage),
);
const PrivacyPolicyPage = lazyComponent('privacy-policy-page', () =>
  import('./routes/site/legal/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
);
const TermsAndConditionsPage = lazyComponent('terms-and-conditions-page', () =>
  import('./routes/site/legal/terms-and-conditions-page').then((m) => m.TermsAndConditionsPage),
);
const NotFoundPage = lazyComponent('not-found-page', () =>
  import('./routes/site/not-found-page').then((m) => m.NotFoundPage),
);
const ResetPasswordPage = lazyComponent('reset-password-page', () =>
  import('./routes/site/reset-password-page').then((m) => m.ResetPasswordPage),
);
const SignInEmailPage = lazyComponent('sign-in-email-page', () =>
  import('./routes/site/sign-in-email-page').then((m) => m.SignInEmailPage),
);
const SignInCodePage = lazyComponent('sign-in-code-page', () =>
  import('./routes/site/sign-in-code-page').then((m) => m.SignInCodePage),
);
const SignInLinkPage = lazyComponent('sign-in-link-page', () =>
  import('./routes/site/sign-in-link-page').then((m) => m.SignInLinkPage),
);
const TrackRequestPage = lazyComponent('track-request-page', () => trackRequestPage().then((m) => m.TrackRequestPage));
const CallMeBackPage = lazyComponent('call-me-back-page', () =>
  import('./routes/site/call-me-back-page').then((m) => m.CallMeBackPage),
);
// The newsletter's three pages share one chunk: subscribe, and the confirm and unsubscribe links' pages.
const newsletterPage = () => import('./routes/site/newsletter-page');
const NewsletterPage = lazyComponent('newsletter-page', () => newsletterPage().then((m) => m.NewsletterPage));
const NewsletterConfirmPage = lazyComponent('newsletter-confirm-page', () =>
  newsletterPage().then((m) => m.NewsletterConfirmPage),
);
const NewsletterUnsubscribePage = lazyComponent('newsletter-unsubscribe-page', () =>
  newsletterPage().then((m) => m.NewsletterUnsubscribePage),
);

/** A page anyone may open. */
const publicPage = (Page: ComponentType) => () => <Page />;

/**
 * A client-area page that shows what `right` covers: someone helping with an account without that
 * right is told so in plain words (the server refuses the data too).
 */
const clientArea =
  (right: CircleRight | 'owner', Page: ComponentType<{ user: SessionUser }>, Guard: Guard = RequireClient) =>
  () => (
    <Guard>
      {(user) => (
        <RequireRight user={user} right={right}>
          <Page user={user} />
        </RequireRight>
      )}
    </Guard>
  );

/** A client's page for one of their things, named by the `:id` of its path (the server checks it is theirs), shown when the helper has `right`. */
const clientAreaItem =
  (right: CircleRight, Page: ComponentType<{ user: SessionUser; id: string }>) =>
  ({ id = '' }: RouteParams) => (
    <RequireClient>
      {(user) => (
        <RequireRight user={user} right={right}>
          <Page user={user} id={id} />
        </RequireRight>
      )}
    </RequireClient>
  );

/** Every page, and who may see it: the router renders from this table and the server prefetches from it. */
const PAGE_ROUTES: readonly PageRoute[] = [
  // Public site
  { path: '/', render: publicPage(HomePage), prefetch: () => homePage().then((m) => m.prefetch), whole: 'signed-out' },
  { path: '/auth', render: publicPage(AuthPage), whole: 'signed-out' },
  { path: '/sign-in/two-step', render: publicPage(TwoStepPage) },
  { path: '/sign-in/two-step/setup', render: publicPage(TwoStepSetupPage) },
  { path: '/forgot-password', render: publicPage(ForgotPasswordPage), whole: 'signed-out' },
  { path: '/reset-password', render: publicPage(ResetPasswordPage) },
  { path: '/sign-in/email', render: publicPage(SignInEmailPage), whole: 'signed-out' },
  { path: '/sign-in/code', render: publicPage(SignInCodePage), whole: 'signed-out' },
  { path: '/sign-in/link', render: publicPage(SignInLinkPage) },
  {
    path: '/blog',
    render: publicPage(BlogPage),
    prefetch: () => blogPage().then((m) => m.prefetch),
    whole: 'signed-out',
  },
  {
    path: '/blog/:slug',
    render: publicPage(BlogPostPage),
    prefetch: () => blogPostPage().then((m) => m.prefetch),
    whole: 'signed-out',
  },
  { path: '/privacy-policy', render: publicPage(PrivacyPolicyPage), whole: 'signed-out' },
  { path: '/terms-and-conditions', render: publicPage(TermsAndConditionsPage), whole: 'signed-out' },
  { path: '/community-guidelines', render: publicPage(CommunityGuidelinesPage), whole: 'signed-out' },
  {
    path: '/contact',
    render: publicPage(ContactPage),
    prefetch: () => contactPage().then((m) => m.prefetch),
    whole: 'signed-out',
  },
  { path: '/furniture-upload', render: publicPage(FurnitureUploadPage), whole: 'signed-out' },
  { path: '/call-me-back', render: publicPage(CallMeBackPage), whole: 'signed-out' },
  // The newsletter (docs/newsletter.md): opening a page changes nothing; only its button does.
  { path: NEWSLETTER_PATHS.subscribe, render: publicPage(NewsletterPage), whole: 'signed-out' },
  { path: NEWSLETTER_PATHS.confirm, render: publicPage(NewsletterConfirmPage), whole: 'signed-out' },
  { path: NEWSLETTER_PATHS.unsubscribe, render: publicPage(NewsletterUnsubscribePage), whole: 'signed-out' },
  {
    path: '/circle/accept/:token',
    render: ({ token = '' }) => <CircleAcceptPage token={token} />,
    prefetch: () => circleAcceptPage().then((m) => m.prefetch),
  },
  // The link in a quote e-mail: the quote, signed out (docs/quotes.md).
  {
    path: '/quote/:token',
    render: ({ token = '' }) => <QuoteLinkPage token={token} />,
    prefetch: () => quoteLinkPage().then((m) => m.prefetch),
  },
  // The Pay by card link in an invoice e-mail: the invoice's sums, signed out (docs/payments.md).
  {
    path: '/pay/:token',
    render: ({ token = '' }) => <PayLinkPage token={token} />,
    prefetch: () => payLinkPage().then((m) => m.prefetch),
  },
  // The link in a finished visit's e-mail and text: stars and a comment, signed out (docs/feedback.md).
  {
    path: '/feedback/:token',
    render: ({ token = '' }) => <FeedbackPage token={token} />,
    prefetch: () => feedbackPage().then((m) => m.prefetch),
  },
  {
    path: '/track-request',
    render: publicPage(TrackRequestPage),
    prefetch: () => trackRequestPage().then((m) => m.prefetch),
    whole: 'signed-out',
  },

  // Client area: signed-in clients (staff and admins are sent to the back office)
  {
    path: '/dashboard',
    render: guarded(RequireClient, DashboardPage),
    prefetch: () => dashboardPage().then((m) => m.prefetch),
    whole: 'signed-in',
  },
  // Someone helping with a client's account sees the pages their rights cover (docs/circle.md).
  {
    path: '/client-portal',
    render: clientArea('requests', ClientPortalPage),
    prefetch: () => clientPortalPage().then((m) => m.prefetch),
    whole: 'signed-in',
  },
  {
    path: '/appointments',
    render: clientArea('appointments', AppointmentsPage),
    // The list in the HTML: after a move without JavaScript the page says the new time (docs/booking.md).
    prefetch: () => appointmentsPage().then((m) => m.prefetch),
    whole: 'signed-in',
  },
  // Moving a visit to another open time: the client, or a contact with the `act` right (docs/booking.md).
  {
    path: '/appointments/:id/move',
    render: clientAreaItem('act', MoveAppointmentPage),
    prefetch: () => moveAppointmentPage().then((m) => m.prefetch),
  },
  // Standing visits (docs/service-plans.md): read with `appointments`; the server asks `act` for changes.
  {
    path: '/plans',
    render: clientArea('appointments', PlansPage),
    prefetch: () => plansPage().then((m) => m.prefetch),
  },
  // The houses and one house in the HTML, so their forms work without JavaScript (docs/home-watch.md).
  {
    path: '/properties',
    render: clientArea('reports', ClientPropertiesPage),
    prefetch: () => propertiesPage().then((m) => m.prefetch),
  },
  // Adding a house, as changing one, is the account holder's alone (docs/circle.md).
  { path: '/properties/new', render: clientArea('owner', ClientNewPropertyPage) },
  {
    path: '/properties/:id',
    render: clientAreaItem('reports', ClientPropertyPage),
    prefetch: () => propertyPage().then((m) => m.prefetch),
  },
  // The report in the HTML; another client's (or none) answers 404 as the API does.
  {
    path: '/reports/:id',
    render: clientAreaItem('reports', ClientReportPage),
    prefetch: () => clientReportPage().then((m) => m.prefetch),
    whole: 'signed-in',
  },
  // The invoices in the HTML, so a client reads them (and opens the PDF) without JavaScript (docs/invoices.md).
  {
    path: '/invoices',
    render: clientArea('billing', ClientInvoicesPage),
    prefetch: () => clientInvoicesPage().then((m) => m.prefetch),
  },
  {
    path: '/invoices/:id',
    render: clientAreaItem('billing', ClientInvoicePage),
    prefetch: () => clientInvoicePage().then((m) => m.prefetch),
  },
  {
    path: '/quotes',
    render: clientArea('billing', ClientQuotesPage),
    prefetch: () => quotesPage().then((m) => m.prefetch),
  },
  {
    path: '/quotes/:id',
    render: clientAreaItem('billing', ClientQuotePage),
    prefetch: () => quotePage().then((m) => m.prefetch),
  },
  { path: '/circle', render: guarded(RequireClient, CirclePage), prefetch: () => circlePage().then((m) => m.prefetch) },
  {
    path: '/profile',
    render: clientArea('owner', ProfilePage, RequireSignedIn),
    prefetch: () => profilePage().then((m) => m.prefetch),
  },

  // Back office: staff and admins. `/admin` and every path below it render its own table, which guards each
  // page and answers an unknown path with the back office's 404 (back-office-routes.tsx).
  {
    path: '/admin/*?',
    render: () => <BackOfficeRoutes />,
    routes: () => backOfficeRoutes().then((m) => m.BACK_OFFICE_ROUTES),
  },

  { path: '*', render: publicPage(NotFoundPage), whole: 'signed-out' },
];

/**
 * The route that renders `pathname`, with its parameters (the last route matches every path); inside a part
 * of the table kept in its own chunk (the back office), the part's route, loaded for it.
 */
async function pageAt(
  pathname: string,
  routes: readonly PageRoute[] = PAGE_ROUTES,
): Promise<{ route: PageRoute | undefined; params: RouteParams }> {
  const found = routeAt(routes, pathname);
  const part = await found.route?.routes?.();
  return part ? pageAt(pathname, part) : found;
}

/** Server: what to read before rendering `pathname`, as its route's page declares. */
export async function serverReadsFor(pathname: string, search: URLSearchParams): Promise<ServerRead[]> {
  const { route, params } = await pageAt(pathname);
  const prefetch = await route?.prefetch?.();
  return (prefetch?.(params, search) ?? []).filter((read) => read !== null);
}

/**
 * Server: when the app of `pathname` starts (docs/decisions/065 and 068). A page the server renders whole starts
 * at the first reach; a signed-in one also once its live parts are due (`first-reach-live`); the rest at load.
 */
export async function startOf(pathname: string, signedIn: boolean): Promise<StartOn> {
  const whole = (await pageAt(pathname)).route?.whole;
  if (whole === 'signed-out' && !signedIn) return 'first-reach';
  if (whole === 'signed-in' && signedIn) return 'first-reach-live';
  return 'load';
}

/** Every page, as the table above says; the first route that matches renders. */
export function AppRoutes() {
  return (
    <Router parser={parse}>
      <RouteSwitch routes={PAGE_ROUTES} />
    </Router>
  );
}
