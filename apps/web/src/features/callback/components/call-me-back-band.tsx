import { isBackOfficeRole, type SessionUser } from '@ta/shared';
import { ChevronDown, PhoneCall } from 'lucide-react';
import { Suspense, use, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { useT } from '../../../i18n/use-t';
import { clientAreaAccess, mayUse, requestPrefill } from '../../../lib/circle-access';
import { lazyComponent } from '../../../lib/lazy-component';

// The form (with zod and react-hook-form) is on every page, closed. The server renders it, so it works
// as a plain form; in the browser its code loads only when someone opens it: pages without a form of
// their own download no form code (docs/performance.md).
const CallbackForm = lazyComponent('callback-form', () => import('./callback-form').then((m) => m.CallbackForm), {
  hydrateWith: false,
});

let openForm: () => void = () => {};
/** Settles when the visitor first opens the form, on any page of this visit. */
const formOpened = new Promise<void>((resolve) => {
  openForm = resolve;
});

/**
 * Until the form is first opened, the browser keeps the server's HTML of it (React leaves a part that
 * suspends while hydrating as the server sent it), and loads none of its code. The server renders it.
 * Nothing here changes with the opening but the promise: an update to a part still waiting to hydrate
 * would make React drop the server's HTML and draw it again.
 */
function WhenOpened({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') use(formOpened);
  return children;
}

/** The page that shows this form on its own (and answers its posts without JavaScript). */
export const CALL_ME_BACK_PATH = '/call-me-back';

/**
 * A person always within reach: above the footer of every public, account and client page, the phone
 * number and a "Call me back" disclosure holding the short form. `<details>` opens without JavaScript.
 * Staff and admins work in the back office: they get nothing here, as with the chat button. The
 * /call-me-back page is the form itself, so it does not repeat it. Someone helping with an account
 * without the right to act gets the phone number only: a call back would be the client's request.
 */
export function CallMeBackBand({ user }: { user: SessionUser | null }) {
  const t = useT();
  const [location] = useLocation();
  if ((user && isBackOfficeRole(user.role)) || location === CALL_ME_BACK_PATH) return null;
  const access = clientAreaAccess(user);
  const mayAsk = access.kind === 'own' || mayUse(access, 'act');
  return (
    <aside aria-labelledby="call-me-back-heading" className="border-t border-line bg-brand-50">
      <div className="container-page py-8">
        <h2 id="call-me-back-heading" className="text-2xl">
          {t('callback.band.heading')}
        </h2>
        <p className="prose-width mt-2 text-lg">{t('callback.band.intro')}</p>
        <p className="mt-2">
          <PhoneLink prefix={t('callback.band.call-us')} className="text-accent-700" />
        </p>
        {mayAsk ? (
          <details
            className="group mt-3"
            onToggle={(event) => {
              if (event.currentTarget.open) openForm();
            }}
          >
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-4 font-bold text-brand-900 hover:bg-brand-100 [&::-webkit-details-marker]:hidden">
              <PhoneCall aria-hidden className="size-5" />
              {t('callback.band.open')}
              <ChevronDown
                aria-hidden
                className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="mt-5 rounded-xl border border-line bg-white p-5 sm:p-6">
              <Suspense fallback={null}>
                <WhenOpened>
                  <CallbackForm layout="compact" defaultName={requestPrefill(user).name} />
                </WhenOpened>
              </Suspense>
            </div>
          </details>
        ) : null}
      </div>
    </aside>
  );
}
