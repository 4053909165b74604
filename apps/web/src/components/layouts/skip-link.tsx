import { useT } from '../../i18n/use-t';

export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-white font-bold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      {t('chrome.skip-to-content')}
    </a>
  );
}
