import { LOCALE_TAGS } from '@ta/shared';
import { ArrowUp, ScrollText } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocument } from '../content/legal-document';
import { legalLastUpdated, legalValues } from '../content/legal-values';
import { LegalContactDetails } from './legal-contact-details';
import { LegalTableOfContents } from './legal-table-of-contents';

const LEGAL_PAGES = [
  { href: '/privacy-policy', label: 'site.legal.privacy' },
  { href: '/terms-and-conditions', label: 'site.legal.terms' },
  { href: '/community-guidelines', label: 'site.legal.guidelines' },
] as const;

type Text = (id: MessageId) => string;

function Block({ block, text }: { block: LegalBlock; text: Text }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{text(block.text)}</p>;
    case 'subheading':
      return <h3 className="pt-2 text-xl">{text(block.text)}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{text(item)}</li>
          ))}
        </ul>
      );
    case 'contact':
      return <LegalContactDetails />;
  }
}

interface LegalDocumentViewProps {
  content: LegalDocument;
  /** This page's path, left out of the links to the other documents. */
  path: string;
}

/** A legal page: title, date, a short summary, contents, then numbered sections at a readable width. */
export function LegalDocumentView({ content, path }: LegalDocumentViewProps) {
  const others = LEGAL_PAGES.filter((page) => page.href !== path);
  const t = useT();
  const localeTag = LOCALE_TAGS[useLocale()];
  const values = legalValues(localeTag);
  const text: Text = (id) => t(id, values);
  return (
    <article aria-labelledby="legal-title">
      <header className="border-b border-line bg-sand">
        <div className="container-page py-10 sm:py-14">
          <p className="flex items-center gap-2 font-bold tracking-wide text-accent-700">
            <ScrollText aria-hidden className="size-5" />
            {t('legal.eyebrow')}
          </p>
          <h1 id="legal-title" className="mt-1 scroll-mt-40 text-3xl sm:text-5xl">
            {text(content.title)}
          </h1>
          <p className="mt-3 font-bold text-brand-900">
            <FormattedMessage
              id="legal.last-updated"
              values={{
                date: legalLastUpdated(localeTag),
                time: (chunks) => <time dateTime={LEGAL_LAST_UPDATED}>{chunks}</time>,
              }}
            />
          </p>
          <div className="prose-width mt-6 rounded-2xl bg-white p-5 shadow-card sm:p-6">
            <h2 className="text-xl">{t('legal.in-short')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-accent-600">
              {content.summary.map((line) => (
                <li key={line}>{text(line)}</li>
              ))}
            </ul>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <div>
          <LegalTableOfContents sections={content.sections} />
        </div>
        <div className="prose-width min-w-0 space-y-10">
          {content.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-36"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl sm:text-3xl">
                <span className="text-brand-700">{index + 1}.</span> {text(section.heading)}
              </h2>
              <div className="mt-4 space-y-4">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} text={text} />
                ))}
              </div>
            </section>
          ))}

          <footer className="space-y-4 border-t border-line pt-8">
            <a href="#legal-title" className="inline-flex min-h-11 items-center gap-2 font-bold">
              <ArrowUp aria-hidden className="size-5" />
              {t('legal.back-to-top')}
            </a>
            <nav aria-label={t('legal.other-documents')}>
              <p className="font-bold text-brand-950">{t('legal.also-read')}</p>
              <ul className="mt-1 flex flex-wrap gap-x-6">
                {others.map((page) => (
                  <li key={page.href}>
                    <Link href={page.href} className="inline-flex min-h-11 items-center font-bold">
                      {t(page.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </footer>
        </div>
      </div>
    </article>
  );
}
