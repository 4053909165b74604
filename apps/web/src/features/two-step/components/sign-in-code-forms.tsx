import { zodResolver } from '@hookform/resolvers/zod';
import {
  twoStepCodeSchema,
  twoStepRecoverySchema,
  type PageFormResult,
  type TwoStepCodeInput,
  type TwoStepLoginInput,
  type TwoStepRecoveryInput,
} from '@ta/shared';
import { useState, type ReactNode } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
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
  const { form, field, result } = useProgressiveForm<TwoStepCodeInput>('two-step-code', {
    resolver: zodResolver(twoStepCodeSchema),
    defaultValues: { code: '' },
  });

  return (
    <SignInStepForm
      id="two-step-code"
      form={form}
      result={result}
      field="code"
      onRefused={() => form.setValue('code', '')}
    >
      <FormField label={t('two-step.field.code')} error={form.formState.errors.code?.message}>
        <Input code autoFocus {...codeInputProps()} {...field('code')} data-testid="two-step-code" />
      </FormField>
    </SignInStepForm>
  );
}

/** "Use a recovery code": one of the ten saved at set-up, each good once. */
export function SignInRecoveryForm() {
  const t = useT();
  const { form, field, result } = useProgressiveForm<TwoStepRecoveryInput>('two-step-recovery', {
    resolver: zodResolver(twoStepRecoverySchema),
    defaultValues: { recoveryCode: '' },
  });

  return (
    <SignInStepForm id="two-step-recovery" form={form} result={result} field="recoveryCode">
      <FormField label={t('two-step.field.recovery-code')} error={form.formState.errors.recoveryCode?.message}>
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

interface SignInStepFormProps<Values extends TwoStepLoginInput> {
  id: 'two-step-code' | 'two-step-recovery';
  form: UseFormReturn<Values>;
  result: PageFormResult | null;
  /** The form's one field, where the server's message about it goes. */
  field: Path<Values>;
  /** After a refusal, before its message is shown. */
  onRefused?: () => void;
  children: ReactNode;
}

/**
 * The frame both forms share: the marker that lets the page answer the form without JavaScript,
 * the server's problems, the field, and the one submit button with its failure. Signed in, the
 * session is in the page's cache, and the page moves on.
 */
function SignInStepForm<Values extends TwoStepLoginInput>({
  id,
  form,
  result,
  field,
  onRefused,
  children,
}: SignInStepFormProps<Values>) {
  const t = useT();
  const failureText = useErrorText();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await finish.mutateAsync(values);
    } catch (error) {
      onRefused?.();
      setFailure(reportFormFailure(error, form, [field], t('two-step.code.failed'), failureText(error)));
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id={id} />
      <FormProblems result={result} title={t('two-step.code.failed')} hidden={form.formState.submitCount > 0} />
      {children}
      <FormSubmit
        failure={failure}
        failureTitle={t('two-step.code.failed')}
        action={t('two-step.code.submit')}
        pendingAction={t('two-step.code.pending')}
        pending={finish.isPending}
        width="full"
      />
    </form>
  );
}
