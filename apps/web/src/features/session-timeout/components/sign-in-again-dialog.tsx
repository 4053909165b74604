import { loginSchema, signInPathFor, type SessionUser } from '@ta/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { markSignedInAgain } from '../../../lib/session-ended';
import { useSignInAgain } from '../api/sign-in-again';

interface SignInAgainDialogProps {
  /** Who was signed in: their username is filled in. */
  user: SessionUser;
  open: boolean;
  onDismiss: () => void;
  onSignedIn: (user: SessionUser) => void;
}

type Problems = Partial<Record<'username' | 'password', string>>;

/**
 * "Your session has ended", said plainly, with a sign-in form on the page itself: the screen behind
 * stays as it was, and forms waiting to send do so once signed in (lib/kept-drafts.ts). The sign-in
 * page is offered too; what was typed is kept in this tab for when the person comes back.
 */
export function SignInAgainDialog({ user, open, onDismiss, onSignedIn }: SignInAgainDialogProps) {
  const t = useT();
  const failureText = useErrorText();
  const localePath = useLocalePath();
  const [path] = useLocation();
  const search = useSearch();
  const signIn = useSignInAgain();
  const [username, setUsername] = useState(user.username);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    signIn.mutateAsync(parsed.data).then(
      (signedIn) => {
        setPassword('');
        markSignedInAgain(signedIn.id);
        onSignedIn(signedIn);
      },
      (error: unknown) => setFailure(failureText(error)),
    );
  };

  const here = search ? `${path}?${search}` : path;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent
        role="alertdialog"
        closeLabel={t('session.warning.close')}
        onOpenAutoFocus={(event) => {
          // The username is filled in: the password is what is left to type.
          event.preventDefault();
          passwordField.current?.focus();
        }}
      >
        <DialogTitle>{t('session.ended.title')}</DialogTitle>
        <DialogDescription className="mt-3">{t('session.ended.why')}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 space-y-5">
          <FormField label={t('session.ended.username')} error={problems.username}>
            <Input
              autoComplete="username"
              autoCapitalize="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </FormField>
          <FormField label={t('session.ended.password')} error={problems.password}>
            <PasswordInput
              ref={passwordField}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          {failure ? (
            <Alert tone="error" title={t('session.ended.failed')}>
              {failure}
            </Alert>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <a href={localePath(signInPathFor(here))} className="inline-flex min-h-11 items-center font-bold">
              {t('session.ended.sign-in-page')}
            </a>
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? t('session.ended.pending') : t('session.ended.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
