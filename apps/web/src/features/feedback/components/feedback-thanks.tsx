import { defaultBusiness, LOW_SCORE, type FeedbackRequestView } from '@ta/shared';
import { ExternalLink } from 'lucide-react';
import { useT } from '../../../i18n/use-t';

/**
 * After the answer (docs/feedback.md): thanks, the stars given, a word to a client who was let down,
 * and the same public review link for everyone, whatever the score.
 */
export function FeedbackThanks({ view }: { view: FeedbackRequestView }) {
  const t = useT();
  return (
    <section
      aria-labelledby="feedback-thanks"
      className="space-y-4 rounded-xl border-2 border-success-700 bg-success-50 p-5 sm:p-6"
    >
      <h2 id="feedback-thanks" className="text-2xl">
        {t('feedback.thanks.heading')}
      </h2>
      {view.stars !== null ? <p>{t('feedback.thanks.stars', { stars: view.stars })}</p> : null}
      {view.stars !== null && view.stars <= LOW_SCORE ? <p>{t('feedback.thanks.low')}</p> : null}
      {view.reviewUrl ? (
        <>
          <p>{t('feedback.thanks.review')}</p>
          <p>
            <a
              href={view.reviewUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex min-h-11 items-center gap-2 font-bold"
            >
              <ExternalLink aria-hidden className="size-5" />
              {t('feedback.thanks.review-link')} <span className="sr-only">{t('feedback.thanks.new-window')}</span>
            </a>
          </p>
        </>
      ) : null}
      <p>{t('feedback.call', { phone: defaultBusiness.phoneDisplay })}</p>
    </section>
  );
}
