import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

interface SiteFormPageProps {
  title: string;
  description: string;
  eyebrow: string;
  intro: string;
  /** The cards beside the form from a laptop up, below it on a phone. */
  aside: ReactNode;
  /** The form, in the page's main card. */
  children: ReactNode;
}

/** A public page built around one form (a request, furniture photos): its heading, the form's card and the cards beside it. */
export function SiteFormPage({ title, description, eyebrow, intro, aside, children }: SiteFormPageProps) {
  return (
    <SiteLayout>
      <PageMeta title={title} description={description} />
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-3xl">
          <p className="font-bold tracking-wide text-accent-700">{eyebrow}</p>
          <h1 className="mt-1 text-3xl sm:text-4xl">{title}</h1>
          <p className="prose-width mt-3 text-lg text-muted">{intro}</p>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <Card>
            <CardContent>{children}</CardContent>
          </Card>
          {aside}
        </div>
      </div>
    </SiteLayout>
  );
}
