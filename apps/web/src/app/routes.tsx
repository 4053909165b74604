import { Route, Switch } from 'wouter';
import { RequireBackOffice, RequireSignedIn } from './guards/require-session';
import { AdminHomePage } from './routes/admin/admin-home-page';
import { AdminNotFoundPage } from './routes/admin/admin-not-found-page';
import { DashboardPage } from './routes/portal/dashboard-page';
import { ProfilePage } from './routes/portal/profile-page';
import { AuthPage } from './routes/site/auth-page';
import { ForgotPasswordPage } from './routes/site/forgot-password-page';
import { HomePage } from './routes/site/home-page';
import { NotFoundPage } from './routes/site/not-found-page';
import { ResetPasswordPage } from './routes/site/reset-password-page';

/** Every page, and who may see it. The guards decide redirects, also for the server render. */
export function AppRoutes() {
  return (
    <Switch>
      {/* Public site */}
      <Route path="/" component={HomePage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />

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
