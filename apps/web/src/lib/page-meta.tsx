import { defaultBusiness, type Locale } from '@ta/shared';
import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface PageMetaValue {
  title: string;
  description: string;
  /** Private pages (account, back office) stay out of search engines. */
  noIndex?: boolean;
  /** HTTP status for the server render; 200 when not set. */
  status?: number;
  /** Open Graph type; `website` when not set. */
  type?: 'website' | 'article';
  /** A real raster picture for link previews (site path or absolute URL); none rather than a stand-in. */
  image?: string;
  /**
   * The one language the page's content is written in (a blog post): its canonical address is that
   * language's page, and it names no other-language versions. Unset: the page exists in every language.
   */
  contentLocale?: Locale;
}

/** Collects what the page being rendered on the server says about itself. */
export class PageMetaCollector {
  meta: PageMetaValue | null = null;

  record(meta: PageMetaValue): void {
    this.meta = meta;
  }
}

const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({ collector, children }: { collector: PageMetaCollector; children: ReactNode }) {
  return <PageMetaContext value={collector}>{children}</PageMetaContext>;
}

export function documentTitle(title: string): string {
  return title === defaultBusiness.name ? title : `${title} | ${defaultBusiness.name}`;
}

/** Declares the page's title and description: into the server head, or onto document.title. */
export function PageMeta(meta: PageMetaValue) {
  const collector = useContext(PageMetaContext);
  collector?.record(meta);
  const { title } = meta;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
