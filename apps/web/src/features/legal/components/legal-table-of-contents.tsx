import { useT } from '../../../i18n/use-t';
import type { LegalSection } from '../content/legal-document';

/** In-page links to every section; plain anchors, so they work before and without JavaScript. */
export function LegalTableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const t = useT();
  return (
    <nav aria-labelledby="contents-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="contents-heading" className="text-lg">
        {t('legal.contents')}
      </h2>
      <ol className="mt-2 list-decimal space-y-0.5 pl-6 marker:font-bold marker:text-brand-700">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center py-1 leading-snug underline decoration-brand-200 hover:decoration-brand-700"
            >
              {t(section.heading)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
