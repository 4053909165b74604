import {
  CIRCLE_RIGHTS,
  circleInviteSchema,
  parseList,
  VISIT_STEPS,
  type CircleInviteInput,
  type CircleRight,
  type VisitStep,
} from '@ta/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { pageFieldId, PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { useInviteContact } from '../api/invite-contact';
import { serverErrors } from '../server-errors';
import { RightsFields } from './rights-fields';

const FORM = 'circle-invite';
const FIELDS = ['name', 'email', 'rights', 'visitNotices'] as const;

/** The form's fields: the boxes of a group hold the words ticked. */
interface InviteValues {
  name: string;
  email: string;
  rights: CircleRight[];
  visitNotices: VisitStep[];
}

// The boxes hold the schema's own words; its input type is wider (a default for the notices).
const inviteResolver = formResolver<InviteValues, typeof circleInviteSchema>(circleInviteSchema);

/** What a post without JavaScript typed (lists come back as comma-separated words). */
function startValues(values: Record<string, string | boolean> | undefined): InviteValues {
  const text = (name: string) => (typeof values?.[name] === 'string' ? (values[name] as string) : '');
  return {
    name: text('name'),
    email: text('email'),
    rights: parseList(text('rights'), CIRCLE_RIGHTS),
    visitNotices: parseList(text('visitNotices'), VISIT_STEPS),
  };
}

/**
 * Invite someone to the circle: their name and e-mail, what they may do, and which visit steps they
 * are e-mailed about. Without JavaScript the form posts to /circle.
 */
export function InviteForm() {
  const t = useT();
  const failureText = useErrorText();
  const invite = useInviteContact();
  const result = usePageFormResult(FORM);
  const [start] = useState(() => startValues(result?.values));
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<InviteValues, unknown, CircleInviteInput>({
    resolver: inviteResolver,
    defaultValues: start,
    errors: serverErrors(result),
  });
  const { errors, submitCount } = form.formState;
  const field = (name: 'name' | 'email') => ({
    id: pageFieldId(FORM, name),
    defaultValue: start[name],
    ...form.register(name),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSentTo(null);
    try {
      const contact = await invite.mutateAsync(values);
      setSentTo(contact.email);
      toast({ title: t('circle.invite.sent-title'), description: contact.email, variant: 'success' });
      form.reset({ name: '', email: '', rights: [], visitNotices: [] });
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, t('circle.invite.failed'), failureText(error)));
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" data-testid="circle-invite-form">
      <PageFormMarker id={FORM} />
      <FormProblems result={result} title={t('circle.invite.failed')} hidden={submitCount > 0} />
      {sentTo ? (
        <Alert tone="success" title={t('circle.invite.sent-title')}>
          {t('circle.invite.sent', { email: sentTo })}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('circle.field.name')} error={errors.name?.message}>
          <Input autoComplete="off" {...field('name')} />
        </FormField>
        <FormField label={t('circle.field.email')} hint={t('circle.field.email-hint')} error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...field('email')} />
        </FormField>
      </div>
      <RightsFields
        idPrefix={FORM}
        rights={form.register('rights')}
        visitNotices={form.register('visitNotices')}
        startRights={start.rights}
        startNotices={start.visitNotices}
        rightsError={errors.rights?.message}
      />
      <FormSubmit
        failure={failure}
        failureTitle={t('circle.invite.failed')}
        action={t('circle.invite.submit')}
        pendingAction={t('circle.invite.pending')}
        pending={invite.isPending}
        icon={Send}
        variant="accent"
      />
    </form>
  );
}
