import { calendarFeedCreatedSchema, calendarFeedStateSchema, type CalendarFeedCreated } from '@ta/shared';
import { CalendarPlus, Check, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormProblems } from '../../../components/ui/form-problems';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../i18n/i18n-provider';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { useCopy } from '../../../lib/use-copy';
import { useCalendarFeed, useMakeCalendarFeed, useStopCalendarFeed } from '../api/calendar-feed';

/** Where the section's forms post without JavaScript: the account page itself (the server's page form). */
const NO_SCRIPT_ACTION = '/profile';

/** Copies the address; the outcome is announced and stays visible. */
function CopyAddressButton({ url }: { url: string }) {
  const t = useT();
  const [state, copy] = useCopy();
  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" size="lg" onClick={() => void copy(url)} data-testid="calendar-feed-copy">
        {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
        {state === 'copied' ? t('calendar-feed.copied') : t('calendar-feed.copy')}
      </Button>
      <p aria-live="polite" className="text-base text-muted">
        {state === 'failed' ? t('calendar-feed.copy-failed') : null}
      </p>
    </div>
  );
}

/** The new address, this once: a read-only field to copy, the webcal: link, and the steps for each phone. */
function NewAddress({ made }: { made: CalendarFeedCreated }) {
  const t = useT();
  const fieldId = useId();
  return (
    <div className="space-y-4" data-testid="calendar-feed-made">
      <Alert tone="success" title={t('calendar-feed.made.title')}>
        {t('calendar-feed.made.once')}
      </Alert>
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-lg font-bold">
          {t('calendar-feed.address')}
        </label>
        <Input
          id={fieldId}
          readOnly
          value={made.url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono"
          data-testid="calendar-feed-url"
        />
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <CopyAddressButton url={made.url} />
        <Button asChild size="lg">
          <a href={made.webcalUrl} data-testid="calendar-feed-webcal">
            <CalendarPlus aria-hidden />
            {t('calendar-feed.add')}
          </a>
        </Button>
      </div>
      <div className="space-y-3">
        <h3 className="text-xl">{t('calendar-feed.iphone.heading')}</h3>
        <ol className="list-decimal space-y-1 pl-6">
          <li>{t('calendar-feed.iphone.step1')}</li>
          <li>{t('calendar-feed.iphone.step2')}</li>
          <li>{t('calendar-feed.iphone.step3')}</li>
        </ol>
        <h3 className="text-xl">{t('calendar-feed.android.heading')}</h3>
        <ol className="list-decimal space-y-1 pl-6">
          <li>{t('calendar-feed.android.step1')}</li>
          <li>{t('calendar-feed.android.step2')}</li>
          <li>{t('calendar-feed.android.step3')}</li>
        </ol>
      </div>
    </div>
  );
}

/**
 * "Calendar on your phone" on the account page (docs/booking.md, "Calendar feeds"): the person's own
 * visits as a calendar their phone subscribes to. Making the address shows it once; making a new one
 * stops the old at once; stopping ends it. Without JavaScript each button posts to the account page,
 * which answers with the same section (and the new address, once, in a page that is never stored).
 */
export function CalendarFeedSection() {
  const t = useT();
  const locale = useLocale();
  const failureText = useErrorText();
  const localePath = useLocalePath();
  const headingId = useId();
  const state = useCalendarFeed(true);
  const make = useMakeCalendarFeed();
  const stop = useStopCalendarFeed();
  const makePosted = usePageFormResult('calendar-feed-make');
  const stopPosted = usePageFormResult('calendar-feed-stop');
  const madeByPage = calendarFeedCreatedSchema.safeParse(makePosted?.outcome);
  const stoppedByPage = calendarFeedStateSchema.safeParse(stopPosted?.outcome);
  const [made, setMade] = useState<CalendarFeedCreated | null>(madeByPage.success ? madeByPage.data : null);
  const [stopped, setStopped] = useState(stoppedByPage.success);
  const [failure, setFailure] = useState<string | null>(null);

  async function onMake(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setStopped(false);
    try {
      setMade(await make.mutateAsync());
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  async function onStop(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await stop.mutateAsync();
      setMade(null);
      setStopped(true);
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  const feed = state.data;
  const active = made !== null || (feed?.active ?? false);
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="calendar-feed">
      <h2 id={headingId} className="text-2xl">
        {t('calendar-feed.heading')}
      </h2>
      <p>{t('calendar-feed.intro')}</p>
      <p className="text-muted">{t('calendar-feed.private')}</p>
      <FormProblems result={makePosted ?? stopPosted} title={t('calendar-feed.failed')} hidden={failure !== null} />
      {failure ? (
        <Alert tone="error" title={t('calendar-feed.failed')}>
          {failure}
        </Alert>
      ) : null}
      {state.isPending ? <Spinner label={t('calendar-feed.loading')} showLabel /> : null}
      {state.isError && !made ? <Alert tone="error">{t('calendar-feed.load-failed')}</Alert> : null}
      {stopped && !active ? (
        <Alert tone="success" title={t('calendar-feed.stopped.title')}>
          {t('calendar-feed.stopped.body')}
        </Alert>
      ) : null}
      {made ? <NewAddress made={made} /> : null}
      {!made && feed?.active && feed.createdAt ? (
        <p data-testid="calendar-feed-status">
          {t('calendar-feed.status', { made: formatInstantDateTime(feed.createdAt, locale) })}{' '}
          {feed.lastUsedAt
            ? t('calendar-feed.last-used', { used: formatInstantDateTime(feed.lastUsedAt, locale) })
            : t('calendar-feed.not-used')}
        </p>
      ) : null}
      {state.isPending && !made ? null : (
        <div className="flex flex-wrap gap-3">
          <form method="post" action={localePath(NO_SCRIPT_ACTION)} onSubmit={(event) => void onMake(event)}>
            <PageFormMarker id="calendar-feed-make" />
            <Button
              type="submit"
              size="lg"
              variant={active ? 'outline' : 'primary'}
              disabled={make.isPending}
              data-testid="calendar-feed-make"
            >
              {make.isPending ? t('calendar-feed.making') : active ? t('calendar-feed.renew') : t('calendar-feed.make')}
            </Button>
          </form>
          {active ? (
            <form method="post" action={localePath(NO_SCRIPT_ACTION)} onSubmit={(event) => void onStop(event)}>
              <PageFormMarker id="calendar-feed-stop" />
              <Button
                type="submit"
                size="lg"
                variant="outline"
                disabled={stop.isPending}
                data-testid="calendar-feed-stop"
              >
                {stop.isPending ? t('calendar-feed.stopping') : t('calendar-feed.stop')}
              </Button>
            </form>
          ) : null}
        </div>
      )}
    </section>
  );
}
