import {
  acceptWithNewAccountSchema,
  signInPathFor,
  type AcceptWithNewAccountInput,
  type CircleInvitation,
  type SessionUser,
} from '@ta/shared';
import { Check, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  NameFields,
  nameFields,
  NewPasswordFields,
  newPasswordFields,
  type NewPasswordWords,
} from '../../../components/forms/account-fields';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useAcceptInvitation, useAcceptWithNewAccount } from '../api/accept-invitation';
import { RIGHT_WORDS } from '../circle-words';

/** The accept page's own path for a token (where its forms post, and where sign-in returns to). */
export const acceptPath = (token: string) => `/circle/accept/${encodeURIComponent(token)}`;

/** Who invites the visitor, and what they will be able to do. */
export function InvitationSummary({ invitation }: { invitation: CircleInvitation }) {
  const t = useT();
  return (
    <div className="space-y-3" data-testid="circle-invitation">
      <p className="text-lg">
        {t('circle.accept.invited-by', { client: invitation.clientName, name: invitation.name })}
      </p>
      <p className="font-bold">{t('circle.accept.may', { client: invitation.clientName })}</p>
      <ul className="list-disc space-y-1 pl-6 text-lg">
        {invitation.rights.map((right) => (
          <li key={right}>{t(RIGHT_WORDS[right].theirs, { name: invitation.clientName })}</li>
        ))}
      </ul>
      <p className="text-muted">{t('circle.accept.ends', { client: invitation.clientName })}</p>
    </div>
  );
}

/**
 * What the visitor can do with the invitation: accept (signed in), sign in first (an account uses
 * the invited address), or make their account and accept at once.
 */
export function AcceptChoices({
  token,
  invitation,
  user,
}: {
  token: string;
  invitation: CircleInvitation;
  user: SessionUser | null;
}) {
  const t = useT();
  if (user) return <AcceptForm token={token} user={user} invitation={invitation} />;
  if (invitation.hasAccount) {
    return (
      <div className="space-y-3">
        <p className="text-lg">{t('circle.accept.has-account', { email: invitation.email })}</p>
        <Link
          href={signInPathFor(acceptPath(token))}
          className={buttonVariants({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto' })}
          data-testid="circle-accept-sign-in"
        >
          <LogIn aria-hidden />
          {t('circle.accept.sign-in')}
        </Link>
      </div>
    );
  }
  return <NewAccountForm token={token} invitation={invitation} />;
}

function AcceptForm({ token, user, invitation }: { token: string; user: SessionUser; invitation: CircleInvitation }) {
  const t = useT();
  const failureText = useErrorText();
  const [, navigate] = useLocation();
  const accept = useAcceptInvitation();
  const result = usePageFormResult('circle-accept');
  const [failure, setFailure] = useState<string | null>(null);
  const otherAddress = user.email.toLowerCase() !== invitation.email.toLowerCase();
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      data-testid="circle-accept-form"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        accept.mutate(token, {
          onSuccess: () => navigate('/dashboard'),
          onError: (error) => setFailure(failureText(error)),
        });
      }}
    >
      <PageFormMarker id="circle-accept" />
      <FormProblems result={result} title={t('circle.accept.failed')} hidden={failure !== null || accept.isPending} />
      <p className="text-lg">{t('circle.accept.signed-in-as', { email: user.email })}</p>
      {otherAddress ? <Alert tone="info">{t('circle.accept.other-address', { email: invitation.email })}</Alert> : null}
      <FormSubmit
        failure={failure}
        failureTitle={t('circle.accept.failed')}
        action={t('circle.accept.submit')}
        pendingAction={t('circle.accept.pending')}
        pending={accept.isPending}
        icon={Check}
        variant="accent"
      />
    </form>
  );
}

/** The new password's words when an invitation makes an account. */
const PASSWORD_WORDS: NewPasswordWords = {
  password: 'circle.field.password',
  hint: 'circle.field.password-hint',
  confirmPassword: 'circle.field.confirm-password',
};

const EMPTY: AcceptWithNewAccountInput = { firstName: '', lastName: '', password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof AcceptWithNewAccountInput)[];
const newAccountResolver = formResolver<AcceptWithNewAccountInput, typeof acceptWithNewAccountSchema>(
  acceptWithNewAccountSchema,
);

function NewAccountForm({ token, invitation }: { token: string; invitation: CircleInvitation }) {
  const t = useT();
  const failureText = useErrorText();
  const [, navigate] = useLocation();
  const acceptNew = useAcceptWithNewAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<AcceptWithNewAccountInput>('circle-accept-new', {
    resolver: newAccountResolver,
    defaultValues: EMPTY,
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await acceptNew.mutateAsync({ token, input });
      navigate('/dashboard');
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, t('circle.accept.failed'), failureText(error)));
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" data-testid="circle-accept-new-form">
      <PageFormMarker id="circle-accept-new" />
      <h2 className="text-2xl">{t('circle.accept.create-heading')}</h2>
      <p className="text-lg">{t('circle.accept.create-intro', { email: invitation.email })}</p>
      <FormProblems result={result} title={t('circle.accept.failed')} hidden={submitCount > 0} />
      <NameFields
        labels={{ firstName: t('circle.field.first-name'), lastName: t('circle.field.last-name') }}
        fields={nameFields(field)}
        errors={errors}
      />
      {/* The address the invitation was sent to is the account's: shown for password managers, not sent. */}
      <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
      <NewPasswordFields words={PASSWORD_WORDS} fields={newPasswordFields(field)} errors={errors} />
      <FormSubmit
        failure={failure}
        failureTitle={t('circle.accept.failed')}
        action={t('circle.accept.create-submit')}
        pendingAction={t('circle.accept.pending')}
        pending={acceptNew.isPending}
        icon={UserPlus}
        variant="accent"
      />
    </form>
  );
}
