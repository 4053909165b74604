import { Route, Switch } from 'wouter';
import { RequireBackOffice, RequireSignedIn } from './guards/require-session';
import { AdminHomePage } from './routes/admin/admin-home-page';
import { AdminNotFoundPage } from './routes/admin/admin-not-found-page';
import { DashboardPage } from './routes/portal/dashboard-page';
import { ProfilePage } from './routes/portal/profile-page';
import { AuthPage } from './routes/site/auth-page';
import { BlogPage } from './routes/site/blog-page';
import { BlogPostPage } from './routes/site/blog-post-page';
import { ContactPage } from './routes/site/contact-page';
import { ForgotPasswordPage } from './routes/site/forgot-password-page';
import { FurnitureUploadPage } from './routes/site/furniture-upload-page';
import { HomePage } from './routes/site/home-page';
import { CommunityGuidelinesPage } from './routes/site/legal/community-guidelines-page';
import { PrivacyPolicyPage } from './routes/site/legal/privacy-policy-page';
import { TermsAndConditionsPage } from './routes/site/legal/terms-and-conditions-page';
import { NotFoundPage } from './routes/site/not-found-page';
import { ResetPasswordPage } from './routes/site/reset-password-page';
import { TrackRequestPage } from './routes/site/track-request-page';

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

      {/* Client area: signed in */}
      <Route path="/dashboard">
        <RequireSignedIn>{(user) => <DashboardPage user={user} />}</RequireSignedIn>
      </Route>
      <Route path="/profile">
        <RequireSignedIn>{(user) => <ProfilePage user={user} />}</RequireSignedIn>
      </Route>

      {/* Back office: staff and admins */}
      <Route path="/admin">
        <RequireBackOffice>{(user) => <AdminHomePage user={user} />}</RequireBackOffice>
      </Route>
      <Route path="/admin/*">
        <RequireBackOffice>{(user) => <AdminNotFoundPage user={user} />}</RequireBackOffice>
      </Route>

      <Route component={NotFoundPage} />
    </Switch>
  );
}
