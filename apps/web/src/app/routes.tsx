import type { CircleRight, SessionUser } from '@ta/shared';
import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Router, Switch } from 'wouter';
import { lazyComponent } from '../lib/lazy-component';
import type { Prefetch, ServerRead } from '../lib/server-read';
import type { StartOn } from './first-reach';
import { RequireRight } from './guards/require-right';
import { RequireBackOffice, RequireClient, RequireSignedIn } from './guards/require-session';

// Each page is its own chunk: a visitor downloads only the page they open. The pages the server reads
// data for export their `prefetch` beside their component: their module is named once, here.
const homePage = () => import('./routes/site/home-page');
const blogPage = () => import('./routes/site/blog-page');
const blogPostPage = () => import('./routes/site/blog-post-page');
const contactPage = () => import('./routes/site/contact-page');
const trackRequestPage = () => import('./routes/site/track-request-page');
const adminSearchPage = () => import('./routes/admin/admin-search-page');
const circlePage = () => import('./routes/portal/circle-page');
const circleAcceptPage = () => import('./routes/site/circle-accept-page');
const quoteLinkPage = () => import('./routes/site/quote-link-page');
const payLinkPage = () => import('./routes/site/pay-link-page');
const feedbackPage = () => import('./routes/site/feedback-page');
const quotePage = () => import('./routes/portal/quote-page');

const PricesPage = lazyComponent('prices-page', () => import('./routes/admin/prices-page').then((m) => m.PricesPage));
const AdminFeedbackPage = lazyComponent('admin-feedback-page', () =>
  import('./routes/admin/feedback-page').then((m) => m.FeedbackPage),
);
const AdminHomePage = lazyComponent('admin-home-page', () =>
  import('./routes/admin/admin-home-page').then((m) => m.AdminHomePage),
);
const ContactsPage = lazyComponent('contacts-page', () =>
  import('./routes/admin/contacts-page').then((m) => m.ContactsPage),
);
const ContactDetailPage = lazyComponent('contact-detail-page', () =>
  import('./routes/admin/contact-detail-page').then((m) => m.ContactDetailPage),
);
const FurniturePhotosPage = lazyComponent('furniture-photos-page', () =>
  import('./routes/admin/furniture-photos-page').then((m) => m.FurniturePhotosPage),
);
const AdminSearchPage = lazyComponent('admin-search-page', () => adminSearchPage().then((m) => m.AdminSearchPage));
const AdminOutboxPage = lazyComponent('admin-outbox-page', () =>
  import('./routes/admin/admin-outbox-page').then((m) => m.AdminOutboxPage),
);
const PaymentsReconciliationPage = lazyComponent('payments-reconciliation-page', () =>
  import('./routes/admin/payments-reconciliation-page').then((m) => m.PaymentsReconciliationPage),
);
const ChatPage = lazyComponent('chat-page', () => import('./routes/admin/chat-page').then((m) => m.ChatPage));
const adminAppointmentsPage = () => import('./routes/admin/appointments-page');
const AdminAppointmentsPage = lazyComponent('admin-appointments-page', () =>
  adminAppointmentsPage().then((m) => m.AppointmentsPage),
);
const AppointmentDetailPage = lazyComponent('appointment-detail-page', () =>
  import('./routes/admin/appointment-detail-page').then((m) => m.AppointmentDetailPage),
);
const ProjectsPage = lazyComponent('projects-page', () =>
  import('./routes/admin/projects-page').then((m) => m.ProjectsPage),
);
const VisitsPage = lazyComponent('visits-page', () => import('./routes/admin/visits-page').then((m) => m.VisitsPage));
const VisitDetailPage = lazyComponent('visit-detail-page', () =>
  import('./routes/admin/visit-detail-page').then((m) => m.VisitDetailPage),
);
const StormsPage = lazyComponent('storms-page', () => import('./routes/admin/storms-page').then((m) => m.StormsPage));
const StormBoardPage = lazyComponent('storm-board-page', () =>
  import('./routes/admin/storm-board-page').then((m) => m.StormBoardPage),
);
const UsersPage = lazyComponent('users-page', () => import('./routes/admin/users-page').then((m) => m.UsersPage));
const PropertiesPage = lazyComponent('properties-page', () =>
  import('./routes/admin/properties-page').then((m) => m.PropertiesPage),
);
const PropertyNewPage = lazyComponent('property-new-page', () =>
  import('./routes/admin/property-new-page').then((m) => m.PropertyNewPage),
);
const PropertyDetailPage = lazyComponent('property-detail-page', () =>
  import('./routes/admin/property-detail-page').then((m) => m.PropertyDetailPage),
);
const ChecklistsPage = lazyComponent('checklists-page', () =>
  import('./routes/admin/checklists-page').then((m) => m.ChecklistsPage),
);
const NotaryJournalPage = lazyComponent('notary-journal-page', () =>
  import('./routes/admin/notary-journal-page').then((m) => m.NotaryJournalPage),
);
const ChecklistNewPage = lazyComponent('checklist-new-page', () =>
  import('./routes/admin/checklist-edit-page').then((m) => m.ChecklistNewPage),
);
const ChecklistEditPage = lazyComponent('checklist-edit-page', () =>
  import('./routes/admin/checklist-edit-page').then((m) => m.ChecklistEditPage),
);
const AvailabilityPage = lazyComponent('availability-page', () =>
  import('./routes/admin/availability-page').then((m) => m.AvailabilityPage),
);
const AvailabilityStaffPage = lazyComponent('availability-staff-page', () =>
  import('./routes/admin/availability-staff-page').then((m) => m.AvailabilityStaffPage),
);
const AdminBlogPage = lazyComponent('admin-blog-page', () =>
  import('./routes/admin/admin-blog-page').then((m) => m.AdminBlogPage),
);
const AdminBlogNewPage = lazyComponent('admin-blog-new-page', () =>
  import('./routes/admin/admin-blog-form-page').then((m) => m.AdminBlogNewPage),
);
const AdminBlogFormPage = lazyComponent('admin-blog-form-page', () =>
  import('./routes/admin/admin-blog-form-page').then((m) => m.AdminBlogFormPage),
);
const AdminNotFoundPage = lazyComponent('admin-not-found-page', () =>
  import('./routes/admin/admin-not-found-page').then((m) => m.AdminNotFoundPage),
);
const dashboardPage = () => import('./routes/portal/dashboard-page');
const DashboardPage = lazyComponent('dashboard-page', () => dashboardPage().then((m) => m.DashboardPage));
const clientPortalPage = () => import('./routes/portal/client-portal-page');
const ClientPortalPage = lazyComponent('client-portal-page', () => clientPortalPage().then((m) => m.ClientPortalPage));
const appointmentsPage = () => import('./routes/portal/appointments-page');
const AppointmentsPage = lazyComponent('appointments-page', () => appointmentsPage().then((m) => m.AppointmentsPage));
const moveAppointmentPage = () => import('./routes/portal/move-appointment-page');
const MoveAppointmentPage = lazyComponent('move-appointment-page', () =>
  moveAppointmentPage().then((m) => m.MoveAppointmentPage),
);
const profilePage = () => import('./routes/portal/profile-page');
const ProfilePage = lazyComponent('profile-page', () => profilePage().then((m) => m.ProfilePage));
const ClientPropertiesPage = lazyComponent('client-properties-page', () =>
  import('./routes/portal/properties-page').then((m) => m.PropertiesPage),
);
const ClientNewPropertyPage = lazyComponent('client-new-property-page', () =>
  import('./routes/portal/property-page').then((m) => m.NewPropertyPage),
);
const ClientPropertyPage = lazyComponent('client-property-page', () =>
  import('./routes/portal/property-page').then((m) => m.PropertyPage),
);
const InvoicesPage = lazyComponent('invoices-page', () =>
  import('./routes/admin/invoices-page').then((m) => m.InvoicesPage),
);
const InvoiceDetailPage = lazyComponent('invoice-detail-page', () =>
  import('./routes/admin/invoice-detail-page').then((m) => m.InvoiceDetailPage),
);
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
const AdminQuotesPage = lazyComponent('admin-quotes-page', () =>
  import('./routes/admin/quotes-page').then((m) => m.QuotesPage),
);
const AdminQuoteDetailPage = lazyComponent('admin-quote-detail-page', () =>
  import('./routes/admin/quote-detail-page').then((m) => m.QuoteDetailPage),
);
const CircleAcceptPage = lazyComponent('circle-accept-page', () => circleAcceptPage().then((m) => m.CircleAcceptPage));
const AdminClientPage = lazyComponent('admin-client-page', () =>
  import('./routes/admin/user-detail-page').then((m) => m.UserDetailPage),
);
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

type RouteParams = Record<string, string | undefined>;

/** One page: where it is, who may see it and what it shows, and what the server reads before rendering it. */
interface PageRoute {
  /** A wouter pattern (`/blog/:slug`, `/admin/*`); the first route whose pattern matches renders. */
  path: string;
  /** The page inside its guard: the guards decide the redirects and Access Denied, also for the server render. */
  render: (params: RouteParams) => ReactNode;
  /** The page module's `prefetch` (lib/server-read.ts); loaded only on the server, from the page's own chunk. */
  prefetch?: () => Promise<Prefetch>;
  /**
   * Whose view of the page the server renders whole (nothing read after hydration), so its app may start at
   * the visitor's first reach rather than at load (first-reach.ts): `signed-out` for a public page, `signed-in`
   * for a client's or the office's page whose every read the server makes (its `prefetch`).
   */
  whole?: 'signed-out' | 'signed-in';
}

type Guard = (props: { children: (user: SessionUser) => ReactNode }) => ReactNode;

/** A page anyone may open. */
const publicPage = (Page: ComponentType) => () => <Page />;

/** A page behind a guard: it gets the signed-in user. */
const guarded = (Guard: Guard, Page: ComponentType<{ user: SessionUser }>) => () => (
  <Guard>{(user) => <Page user={user} />}</Guard>
);

/** A back-office page for one thing, named by the `:id` of its path. */
const backOfficeItem =
  (Page: ComponentType<{ user: SessionUser; id: string }>) =>
  ({ id = '' }: RouteParams) => <RequireBackOffice>{(user) => <Page user={user} id={id} />}</RequireBackOffice>;

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
const PAGE_ROUTES: PageRoute[] = [
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
  { path: '/properties', render: clientArea('reports', ClientPropertiesPage) },
  // Adding a house, as changing one, is the account holder's alone (docs/circle.md).
  { path: '/properties/new', render: clientArea('owner', ClientNewPropertyPage) },
  { path: '/properties/:id', render: clientAreaItem('reports', ClientPropertyPage) },
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

  // Back office: staff and admins
  { path: '/admin', render: guarded(RequireBackOffice, AdminHomePage) },
  { path: '/admin/contacts', render: guarded(RequireBackOffice, ContactsPage) },
  { path: '/admin/contacts/:id', render: backOfficeItem(ContactDetailPage) },
  { path: '/admin/furniture-photos', render: guarded(RequireBackOffice, FurniturePhotosPage) },
  {
    path: '/admin/search',
    render: guarded(RequireBackOffice, AdminSearchPage),
    prefetch: () => adminSearchPage().then((m) => m.prefetch),
  },
  { path: '/admin/outbox', render: guarded(RequireBackOffice, AdminOutboxPage) },
  { path: '/admin/chat', render: guarded(RequireBackOffice, ChatPage) },
  {
    path: '/admin/appointments',
    render: guarded(RequireBackOffice, AdminAppointmentsPage),
    prefetch: () => adminAppointmentsPage().then((m) => m.prefetch),
    whole: 'signed-in',
  },
  { path: '/admin/appointments/:id', render: backOfficeItem(AppointmentDetailPage) },
  { path: '/admin/visits', render: guarded(RequireBackOffice, VisitsPage) },
  { path: '/admin/visits/:id', render: backOfficeItem(VisitDetailPage) },
  { path: '/admin/projects', render: guarded(RequireBackOffice, ProjectsPage) },
  { path: '/admin/storms', render: guarded(RequireBackOffice, StormsPage) },
  { path: '/admin/storms/:id', render: backOfficeItem(StormBoardPage) },
  { path: '/admin/users', render: guarded(RequireBackOffice, UsersPage) },
  { path: '/admin/users/:id', render: backOfficeItem(AdminClientPage) },
  { path: '/admin/properties', render: guarded(RequireBackOffice, PropertiesPage) },
  { path: '/admin/invoices', render: guarded(RequireBackOffice, InvoicesPage) },
  { path: '/admin/invoices/:id', render: backOfficeItem(InvoiceDetailPage) },
  // Card payments compared with Stripe's: admins (docs/payments-reconciliation.md).
  { path: '/admin/payments/reconciliation', render: guarded(RequireBackOffice, PaymentsReconciliationPage) },
  { path: '/admin/properties/new', render: guarded(RequireBackOffice, PropertyNewPage) },
  { path: '/admin/properties/:id', render: backOfficeItem(PropertyDetailPage) },
  { path: '/admin/checklists', render: guarded(RequireBackOffice, ChecklistsPage) },
  { path: '/admin/checklists/new', render: guarded(RequireBackOffice, ChecklistNewPage) },
  { path: '/admin/checklists/:id', render: backOfficeItem(ChecklistEditPage) },
  { path: '/admin/notary-journal', render: guarded(RequireBackOffice, NotaryJournalPage) },
  { path: '/admin/availability', render: guarded(RequireBackOffice, AvailabilityPage) },
  // The price list and the billing rules: admins (docs/billing.md).
  { path: '/admin/prices', render: guarded(RequireBackOffice, PricesPage) },
  { path: '/admin/feedback', render: guarded(RequireBackOffice, AdminFeedbackPage) },
  { path: '/admin/availability/staff/:id', render: backOfficeItem(AvailabilityStaffPage) },
  { path: '/admin/quotes', render: guarded(RequireBackOffice, AdminQuotesPage) },
  { path: '/admin/quotes/:id', render: backOfficeItem(AdminQuoteDetailPage) },
  { path: '/admin/blog', render: guarded(RequireBackOffice, AdminBlogPage) },
  { path: '/admin/blog/new', render: guarded(RequireBackOffice, AdminBlogNewPage) },
  { path: '/admin/blog/:id', render: backOfficeItem(AdminBlogFormPage) },
  { path: '/admin/*', render: guarded(RequireBackOffice, AdminNotFoundPage) },

  { path: '*', render: publicPage(NotFoundPage), whole: 'signed-out' },
];

/**
 * The router and the server match with the same parser (regexparam, wouter's own) against the path as
 * wouter reads the address: percent-escapes decoded with `decodeURI`, kept as they are when malformed.
 */
function routerPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The route that renders `pathname`, with its parameters (the last route matches every path). */
function pageAt(pathname: string): { route: PageRoute | undefined; params: RouteParams } {
  const path = routerPath(pathname);
  for (const route of PAGE_ROUTES) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (matches) return { route, params };
  }
  return { route: undefined, params: {} };
}

/** Server: what to read before rendering `pathname`, as its route's page declares. */
export async function serverReadsFor(pathname: string, search: URLSearchParams): Promise<ServerRead[]> {
  const { route, params } = pageAt(pathname);
  const prefetch = await route?.prefetch?.();
  return (prefetch?.(params, search) ?? []).filter((read) => read !== null);
}

/**
 * Server: when the app of `pathname` starts (docs/decisions/065 and 068). A page the server renders whole starts
 * at the first reach; a signed-in one also once its live parts are due (`first-reach-live`); the rest at load.
 */
export function startOf(pathname: string, signedIn: boolean): StartOn {
  const whole = pageAt(pathname).route?.whole;
  if (whole === 'signed-out' && !signedIn) return 'first-reach';
  if (whole === 'signed-in' && signedIn) return 'first-reach-live';
  return 'load';
}

/** Every page, as the table above says; the first route that matches renders. */
export function AppRoutes() {
  return (
    <Router parser={parse}>
      <Switch>
        {PAGE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            {(params) => route.render(params)}
          </Route>
        ))}
      </Switch>
    </Router>
  );
}
