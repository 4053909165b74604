import type { ReactNode } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { Card, CardContent } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { AuthLayout } from '../../layouts/auth-layout';

interface AuthCardPageProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The narrow, single-card frame shared by the password pages. */
export function AuthCardPage({ title, intro, children }: AuthCardPageProps) {
  const t = useT();
  return (
    <AuthLayout>
      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto max-w-xl">
          <BackLink href="/auth">{t('auth.back-to-login')}</BackLink>
          <Card className="mt-4">
            <CardContent className="space-y-5">
              <div>
                <h1 className="text-3xl">{title}</h1>
                <p className="mt-2 text-muted">{intro}</p>
              </div>
              {children}
            </CardContent>
          </Card>
        </div>
      </div>
    </AuthLayout>
  );
}
