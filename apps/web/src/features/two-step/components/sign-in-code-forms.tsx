import { zodResolver } from '@hookform/resolvers/zod';
import {
  twoStepCodeSchema,
  twoStepRecoverySchema,
  type PageFormResult,
  type TwoStepCodeInput,
  type TwoStepRecoveryInput,
} from '@ta/shared';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useFinishSignIn } from '../api/sign-in-two-step';

/** A field for the 6 digits of an authenticator app: the phone's number pad, and its one-time-code fill. */
export function codeInputProps() {
  return { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, pattern: '[0-9 ]*' } as const;
}

/**
 * The code from the app, after the password (/sign-in/two-step). Without JavaScript the form posts to
 * the page, which signs in and redirects the same way.
 */
export function SignInCodeForm() {
  const t = useT();
  const failureText = useErrorText();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<TwoStepCodeInput>('two-step-code', {
    resolver: zodResolver(twoStepCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // Signed in: the session is in the page's cache, and the page moves on.
      await finish.mutateAsync({ code: values.code });
    } catch (error) {
      form.setValue('code', '');
      setFailure(reportFormFailure(error, form, ['code'], t('two-step.code.failed'), failureText(error)));
    }
  });

  return (
    <SignInStepForm
      id="two-step-code"
      onSubmit={onSubmit}
      result={result}
      submitted={submitCount > 0}
      failure={failure}
      pending={finish.isPending}
    >
      <FormField label={t('two-step.field.code')} error={errors.code?.message}>
        <Input code autoFocus {...codeInputProps()} {...field('code')} data-testid="two-step-code" />
      </FormField>
    </SignInStepForm>
  );
}

/** "Use a recovery code": one of the ten saved at set-up, each good once. */
export function SignInRecoveryForm() {
  const t = useT();
  const failureText = useErrorText();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<TwoStepRecoveryInput>('two-step-recovery', {
    resolver: zodResolver(twoStepRecoverySchema),
    defaultValues: { recoveryCode: '' },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await finish.mutateAsync({ recoveryCode: values.recoveryCode });
    } catch (error) {
      setFailure(reportFormFailure(error, form, ['recoveryCode'], t('two-step.code.failed'), failureText(error)));
    }
  });

  return (
    <SignInStepForm
      id="two-step-recovery"
      onSubmit={onSubmit}
      result={result}
      submitted={submitCount > 0}
      failure={failure}
      pending={finish.isPending}
    >
      <FormField label={t('two-step.field.recovery-code')} error={errors.recoveryCode?.message}>
        <Input
          code
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...field('recoveryCode')}
          data-testid="two-step-recovery-code"
        />
      </FormField>
    </SignInStepForm>
  );
}

/**
 * The frame both forms share: the marker that lets the page answer the form without JavaScript,
 * the server's problems, the field, and the one submit button with its failure.
 */
function SignInStepForm({
  id,
  onSubmit,
  result,
  submitted,
  failure,
  pending,
  children,
}: {
  id: 'two-step-code' | 'two-step-recovery';
  onSubmit: FormEventHandler<HTMLFormElement>;
  result: PageFormResult | null;
  submitted: boolean;
  failure: string | null;
  pending: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id={id} />
      <FormProblems result={result} title={t('two-step.code.failed')} hidden={submitted} />
      {children}
      <FormSubmit
        failure={failure}
        failureTitle={t('two-step.code.failed')}
        action={t('two-step.code.submit')}
        pendingAction={t('two-step.code.pending')}
        pending={pending}
        width="full"
      />
    </form>
  );
}
