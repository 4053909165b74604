import type { SessionUser } from '@ta/shared';
import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { RequireBackOffice } from './guards/require-session';
import { guarded, RouteSwitch, type PageRoute, type RouteParams } from './route-table';

// The back office's page table, a chunk of its own (routes.tsx loads it for `/admin` and below): every page
// loads the app chunk, and only staff and admins ever open these pages, so their routes, their split
// components and the lists of files each one preloads stay out of it. Each page is its own chunk as well;
// the pages the server reads data for export their `prefetch` beside their component: their module is
// named once, here.
const adminSearchPage = () => import('./routes/admin/admin-search-page');
const PricesPage = lazyComponent('prices-page', () => import('./routes/admin/prices-page').then((m) => m.PricesPage));
const AdminFeedbackPage = lazyComponent('admin-feedback-page', () =>
  import('./routes/admin/feedback-page').then((m) => m.FeedbackPage),
);
const AdminPlansPage = lazyComponent('admin-plans-page', () =>
  import('./routes/admin/plans-page').then((m) => m.PlansPage),
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
const AdminBlogCommentsPage = lazyComponent('admin-blog-comments-page', () =>
  import('./routes/admin/blog-comments-page').then((m) => m.BlogCommentsPage),
);
const AdminNewsletterPage = lazyComponent('admin-newsletter-page', () =>
  import('./routes/admin/newsletter-page').then((m) => m.NewsletterPage),
);
const AdminNotFoundPage = lazyComponent('admin-not-found-page', () =>
  import('./routes/admin/admin-not-found-page').then((m) => m.AdminNotFoundPage),
);
const InvoicesPage = lazyComponent('invoices-page', () =>
  import('./routes/admin/invoices-page').then((m) => m.InvoicesPage),
);
const InvoiceDetailPage = lazyComponent('invoice-detail-page', () =>
  import('./routes/admin/invoice-detail-page').then((m) => m.InvoiceDetailPage),
);
const AdminQuotesPage = lazyComponent('admin-quotes-page', () =>
  import('./routes/admin/quotes-page').then((m) => m.QuotesPage),
);
const AdminQuoteDetailPage = lazyComponent('admin-quote-detail-page', () =>
  import('./routes/admin/quote-detail-page').then((m) => m.QuoteDetailPage),
);
const AdminClientPage = lazyComponent('admin-client-page', () =>
  import('./routes/admin/user-detail-page').then((m) => m.UserDetailPage),
);

/** A back-office page for one thing, named by the `:id` of its path. */
const backOfficeItem =
  (Page: ComponentType<{ user: SessionUser; id: string }>) =>
  ({ id = '' }: RouteParams) => <RequireBackOffice>{(user) => <Page user={user} id={id} />}</RequireBackOffice>;

/** The back office: staff and admins. Paths are absolute, as in routes.tsx; the last route answers 404. */
export const BACK_OFFICE_ROUTES: readonly PageRoute[] = [
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
  // Standing visits (service plans): staff and admins.
  { path: '/admin/plans', render: guarded(RequireBackOffice, AdminPlansPage) },
  { path: '/admin/availability/staff/:id', render: backOfficeItem(AvailabilityStaffPage) },
  { path: '/admin/quotes', render: guarded(RequireBackOffice, AdminQuotesPage) },
  { path: '/admin/quotes/:id', render: backOfficeItem(AdminQuoteDetailPage) },
  { path: '/admin/blog', render: guarded(RequireBackOffice, AdminBlogPage) },
  { path: '/admin/blog/new', render: guarded(RequireBackOffice, AdminBlogNewPage) },
  { path: '/admin/blog/:id', render: backOfficeItem(AdminBlogFormPage) },
  // Moderating the blog's comments: staff and admins (docs/blog-comments.md).
  { path: '/admin/blog-comments', render: guarded(RequireBackOffice, AdminBlogCommentsPage) },
  // The newsletter's subscribers: admins (docs/newsletter.md).
  { path: '/admin/newsletter', render: guarded(RequireBackOffice, AdminNewsletterPage) },
  { path: '/admin/*', render: guarded(RequireBackOffice, AdminNotFoundPage) },
];

/** Renders the back-office page at the address: the route routes.tsx gives `/admin` and every path below it. */
export function BackOfficeRoutes() {
  return <RouteSwitch routes={BACK_OFFICE_ROUTES} />;
}
