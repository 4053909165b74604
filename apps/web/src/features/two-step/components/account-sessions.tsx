import { SIGN_IN_METHODS, type AccountSession, type SignInMethod } from '@ta/shared';
import { LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { useLocale } from '../../../i18n/i18n-provider';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/messages/en';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { useAccountSessions, useSignOutOthers } from '../api/account-sessions';

const METHOD_TEXT = Object.fromEntries(
  SIGN_IN_METHODS.map((method) => [method, `two-step.method.${method}` as MessageId]),
) as Record<SignInMethod, MessageId>;

/**
 * "Where you are signed in" on the account page: this session's sign-in method, every open session
 * (device, when it started and was last used, how it signed in), and "Sign out other sessions".
 */
export function AccountSessions() {
  const t = useT();
  const locale = useLocale();
  const failureText = useErrorText();
  const headingId = useId();
  const sessions = useAccountSessions();
  const signOutOthers = useSignOutOthers();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const device = ({ browser, system }: AccountSession['device']) =>
    browser && system
      ? t('two-step.sessions.device', { browser, system })
      : (browser ?? system ?? t('two-step.sessions.device-unknown'));

  async function signOut() {
    setOutcome(null);
    try {
      await signOutOthers.mutateAsync();
      setOutcome({ tone: 'success', text: t('two-step.sessions.signed-out-others') });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error) });
    }
  }

  const list = sessions.data?.sessions;
  const current = list?.find((session) => session.current);
  const others = list?.filter((session) => !session.current).length ?? 0;
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="account-sessions">
      <h2 id={headingId} className="text-2xl">
        {t('two-step.sessions.heading')}
      </h2>
      {list ? (
        <>
          {current ? (
            <p className="font-bold" data-testid="this-session-method">
              {t('two-step.sessions.this', { method: t(METHOD_TEXT[current.signInMethod]) })}
            </p>
          ) : null}
          <ul className="divide-y-2 divide-line rounded-lg border-2 border-line">
            {list.map((session) => (
              <li
                key={`${session.createdAt}-${session.lastSeenAt}`}
                className="space-y-1 p-4"
                data-testid="account-session"
              >
                <p className="font-bold">
                  {device(session.device)}
                  {session.current ? ` · ${t('two-step.sessions.this-device')}` : ''}
                </p>
                <p className="text-muted">
                  {t('two-step.sessions.times', {
                    started: formatInstantDateTime(session.createdAt, locale),
                    seen: formatInstantDateTime(session.lastSeenAt, locale),
                  })}
                </p>
                <p>{t('two-step.sessions.how', { method: t(METHOD_TEXT[session.signInMethod]) })}</p>
              </li>
            ))}
          </ul>
          <div aria-live="polite">{outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}</div>
          {others > 0 ? (
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => void signOut()}
              disabled={signOutOthers.isPending}
            >
              <LogOut aria-hidden />
              {signOutOthers.isPending ? t('two-step.sessions.signing-out') : t('two-step.sessions.sign-out-others')}
            </Button>
          ) : (
            <p>{t('two-step.sessions.only-this')}</p>
          )}
        </>
      ) : (
        <QueryFallback
          query={sessions}
          loading={t('two-step.account.loading')}
          errorTitle={t('two-step.account.load-failed')}
        />
      )}
    </section>
  );
}
