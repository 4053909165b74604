import { Route, Switch } from 'wouter';
import { RequireBackOffice, RequireClient, RequireSignedIn } from './guards/require-session';
import { lazyComponent } from '../lib/lazy-component';

// Each page is its own chunk: a visitor downloads only the page they open.
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
const AdminSearchPage = lazyComponent('admin-search-page', () =>
  import('./routes/admin/admin-search-page').then((m) => m.AdminSearchPage),
);
const AdminOutboxPage = lazyComponent('admin-outbox-page', () =>
  import('./routes/admin/admin-outbox-page').then((m) => m.AdminOutboxPage),
);
const ChatPage = lazyComponent('chat-page', () => import('./routes/admin/chat-page').then((m) => m.ChatPage));
const AdminAppointmentsPage = lazyComponent('admin-appointments-page', () =>
  import('./routes/admin/appointments-page').then((m) => m.AppointmentsPage),
);
const AppointmentDetailPage = lazyComponent('appointment-detail-page', () =>
  import('./routes/admin/appointment-detail-page').then((m) => m.AppointmentDetailPage),
);
const ProjectsPage = lazyComponent('projects-page', () =>
  import('./routes/admin/projects-page').then((m) => m.ProjectsPage),
);
const UsersPage = lazyComponent('users-page', () => import('./routes/admin/users-page').then((m) => m.UsersPage));
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
const DashboardPage = lazyComponent('dashboard-page', () =>
  import('./routes/portal/dashboard-page').then((m) => m.DashboardPage),
);
const ClientPortalPage = lazyComponent('client-portal-page', () =>
  import('./routes/portal/client-portal-page').then((m) => m.ClientPortalPage),
);
const AppointmentsPage = lazyComponent('appointments-page', () =>
  import('./routes/portal/appointments-page').then((m) => m.AppointmentsPage),
);
const ProfilePage = lazyComponent('profile-page', () =>
  import('./routes/portal/profile-page').then((m) => m.ProfilePage),
);
const AuthPage = lazyComponent('auth-page', () => import('./routes/site/auth-page').then((m) => m.AuthPage));
const BlogPage = lazyComponent('blog-page', () => import('./routes/site/blog-page').then((m) => m.BlogPage));
const BlogPostPage = lazyComponent('blog-post-page', () =>
  import('./routes/site/blog-post-page').then((m) => m.BlogPostPage),
);
const ContactPage = lazyComponent('contact-page', () =>
  import('./routes/site/contact-page').then((m) => m.ContactPage),
);
const ForgotPasswordPage = lazyComponent('forgot-password-page', () =>
  import('./routes/site/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const FurnitureUploadPage = lazyComponent('furniture-upload-page', () =>
  import('./routes/site/furniture-upload-page').then((m) => m.FurnitureUploadPage),
);
const HomePage = lazyComponent('home-page', () => import('./routes/site/home-page').then((m) => m.HomePage));
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
const TrackRequestPage = lazyComponent('track-request-page', () =>
  import('./routes/site/track-request-page').then((m) => m.TrackRequestPage),
);

/** Every page, and who may see it. The guards decide redirects, also for the server render. */
export function AppRoutes() {
  return (
    <Switch>
      {/* Public site */}
      <Route path="/" component={HomePage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/blog" component={BlogPage} />
      <Route path="/blog/:slug" component={BlogPostPage} />
      <Route path="/privacy-policy" component={PrivacyPolicyPage} />
      <Route path="/terms-and-conditions" component={TermsAndConditionsPage} />
      <Route path="/community-guidelines" component={CommunityGuidelinesPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/furniture-upload" component={FurnitureUploadPage} />
      <Route path="/track-request" component={TrackRequestPage} />

      {/* Client area: signed-in clients (staff and admins are sent to the back office) */}
      <Route path="/dashboard">
        <RequireClient>{(user) => <DashboardPage user={user} />}</RequireClient>
      </Route>
      <Route path="/client-portal">
        <RequireClient>{(user) => <ClientPortalPage user={user} />}</RequireClient>
      </Route>
      <Route path="/appointments">
        <RequireClient>{(user) => <AppointmentsPage user={user} />}</RequireClient>
      </Route>
      <Route path="/profile">
        <RequireSignedIn>{(user) => <ProfilePage user={user} />}</RequireSignedIn>
      </Route>

      {/* Back office: staff and admins */}
      <Route path="/admin">
        <RequireBackOffice>{(user) => <AdminHomePage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/contacts">
        <RequireBackOffice>{(user) => <ContactsPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/contacts/:id">
        {(params) => (
          <RequireBackOffice>{(user) => <ContactDetailPage user={user} id={params.id} />}</RequireBackOffice>
        )}
      </Route>
      <Route path="/admin/furniture-photos">
        <RequireBackOffice>{(user) => <FurniturePhotosPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/search">
        <RequireBackOffice>{(user) => <AdminSearchPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/outbox">
        <RequireBackOffice>{(user) => <AdminOutboxPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/chat">
        <RequireBackOffice>{(user) => <ChatPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/appointments">
        <RequireBackOffice>{(user) => <AdminAppointmentsPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/appointments/:id">
        {(params) => (
          <RequireBackOffice>{(user) => <AppointmentDetailPage user={user} id={params.id} />}</RequireBackOffice>
        )}
      </Route>
      <Route path="/admin/projects">
        <RequireBackOffice>{(user) => <ProjectsPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/users">
        <RequireBackOffice>{(user) => <UsersPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/blog">
        <RequireBackOffice>{(user) => <AdminBlogPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/blog/new">
        <RequireBackOffice>{(user) => <AdminBlogNewPage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/blog/:id">
        {(params) => (
          <RequireBackOffice>{(user) => <AdminBlogFormPage user={user} id={params.id} />}</RequireBackOffice>
        )}
      </Route>
      <Route path="/admin/*">
        <RequireBackOffice>{(user) => <AdminNotFoundPage user={user} />}</RequireBackOffice>
      </Route>

      <Route component={NotFoundPage} />
    </Switch>
  );
}
