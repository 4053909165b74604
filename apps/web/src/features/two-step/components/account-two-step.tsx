import { zodResolver } from '@hookform/resolvers/zod';
import {
  twoStepCodeSchema,
  twoStepOffSchema,
  type TwoStepCodeInput,
  type TwoStepOffInput,
  type TwoStepSetup,
} from '@ta/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { useLocale } from '../../../i18n/i18n-provider';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatInstantDate } from '../../../lib/instant-format';
import {
  useConfirmSetup,
  useNewRecoveryCodes,
  useRefreshTwoStep,
  useStartSetup,
  useTurnOff,
  useTwoStepStatus,
} from '../api/account-two-step';
import { AuthenticatorKey } from './authenticator-key';
import { RecoveryCodes } from './recovery-codes';
import { codeInputProps } from './sign-in-code-forms';

type Panel = 'none' | 'new-codes' | 'turn-off';

/** A code form: one field, its button, the server's refusal kept beside it. */
function CodeForm({
  action,
  pending,
  onCode,
  testId,
}: {
  action: string;
  pending: boolean;
  onCode: (code: string) => Promise<void>;
  testId: string;
}) {
  const t = useT();
  const failureText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TwoStepCodeInput>({ resolver: zodResolver(twoStepCodeSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onCode(values.code);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['code'])) setFailure(failureText(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid={testId}>
      <FormField label={t('two-step.field.code')} error={form.formState.errors.code?.message}>
        <Input code {...codeInputProps()} {...form.register('code')} />
      </FormField>
      {failure ? (
        <Alert tone="error" title={t('two-step.account.failed')}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('two-step.code.pending') : action}
      </Button>
    </form>
  );
}

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const failureText = useErrorText();
  const turnOff = useTurnOff();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TwoStepOffInput>({
    resolver: zodResolver(twoStepOffSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await turnOff.mutateAsync(values);
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['password', 'code'])) setFailure(failureText(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="two-step-off-form">
      <p>{t('two-step.account.turn-off-intro')}</p>
      <FormField label={t('two-step.field.password')} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('two-step.field.code')} error={errors.code?.message}>
        <Input code {...codeInputProps()} {...form.register('code')} />
      </FormField>
      {failure ? (
        <Alert tone="error" title={t('two-step.account.failed')}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" variant="outline" disabled={turnOff.isPending}>
        {turnOff.isPending ? t('two-step.code.pending') : t('two-step.account.turn-off-submit')}
      </Button>
    </form>
  );
}

/**
 * The account page's "Two-step sign-in", for staff and admins: set it up (the key as a QR code and
 * as text, then a code), new recovery codes, or turn it off (not while the admin requires it).
 */
export function AccountTwoStep() {
  const t = useT();
  const locale = useLocale();
  const failureText = useErrorText();
  const headingId = useId();
  const status = useTwoStepStatus();
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const newCodes = useNewRecoveryCodes();
  const refresh = useRefreshTwoStep();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [panel, setPanel] = useState<Panel>('none');
  const [notice, setNotice] = useState<string | null>(null);
  const [startFailure, setStartFailure] = useState<string | null>(null);

  async function startSetup() {
    setStartFailure(null);
    setNotice(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      setStartFailure(failureText(error));
    }
  }

  function finished() {
    setSetup(null);
    setCodes(null);
    setPanel('none');
    void refresh();
  }

  let body;
  if (codes) {
    body = (
      <RecoveryCodes codes={codes}>
        <Button type="button" size="lg" onClick={finished} data-testid="two-step-continue">
          {t('two-step.codes.continue')}
        </Button>
      </RecoveryCodes>
    );
  } else if (setup) {
    body = (
      <div className="space-y-6">
        <AuthenticatorKey setup={setup} />
        <h3 className="text-xl">{t('two-step.setup.step-confirm')}</h3>
        <CodeForm
          testId="two-step-confirm-form"
          action={t('two-step.setup.confirm')}
          pending={confirm.isPending}
          onCode={async (code) => setCodes((await confirm.mutateAsync(code)).recoveryCodes)}
        />
      </div>
    );
  } else if (status.data && !status.data.enabled) {
    body = (
      <div className="space-y-4">
        <p data-testid="two-step-state">{t('two-step.account.off')}</p>
        {status.data.required ? <p className="font-bold">{t('two-step.account.required')}</p> : null}
        {startFailure ? <Alert tone="error">{startFailure}</Alert> : null}
        <Button type="button" size="lg" onClick={() => void startSetup()} disabled={start.isPending}>
          <ShieldCheck aria-hidden />
          {start.isPending ? t('two-step.setup.start-pending') : t('two-step.account.set-up')}
        </Button>
      </div>
    );
  } else if (status.data) {
    const { enabledAt, recoveryCodesLeft, required } = status.data;
    body = (
      <div className="space-y-4">
        <p data-testid="two-step-state">
          <strong>{t('two-step.account.on', { date: enabledAt ? formatInstantDate(enabledAt, locale) : '' })}</strong>{' '}
          {t('two-step.account.codes-left', { count: recoveryCodesLeft })}
        </p>
        {required ? <p>{t('two-step.account.required')}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            aria-expanded={panel === 'new-codes'}
            onClick={() => setPanel(panel === 'new-codes' ? 'none' : 'new-codes')}
          >
            {t('two-step.account.new-codes')}
          </Button>
          {required ? null : (
            <Button
              type="button"
              variant="outline"
              aria-expanded={panel === 'turn-off'}
              onClick={() => setPanel(panel === 'turn-off' ? 'none' : 'turn-off')}
            >
              {t('two-step.account.turn-off')}
            </Button>
          )}
        </div>
        {panel === 'new-codes' ? (
          <div className="space-y-3">
            <p>{t('two-step.account.new-codes-intro')}</p>
            <CodeForm
              testId="two-step-new-codes-form"
              action={t('two-step.account.new-codes-submit')}
              pending={newCodes.isPending}
              onCode={async (code) => setCodes((await newCodes.mutateAsync(code)).recoveryCodes)}
            />
          </div>
        ) : null}
        {panel === 'turn-off' ? (
          <TurnOffForm
            onDone={() => {
              setPanel('none');
              setNotice(t('two-step.account.turned-off'));
            }}
          />
        ) : null}
      </div>
    );
  } else {
    body = (
      <QueryFallback
        query={status}
        loading={t('two-step.account.loading')}
        errorTitle={t('two-step.account.load-failed')}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="account-two-step">
      <h2 id={headingId} className="text-2xl">
        {t('two-step.account.heading')}
      </h2>
      <p className="text-muted">{t('two-step.account.intro')}</p>
      <div aria-live="polite">{notice ? <Alert tone="success">{notice}</Alert> : null}</div>
      {body}
    </section>
  );
}
