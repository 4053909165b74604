import {
  acceptWithNewAccountSchema,
  CIRCLE_FORM_MESSAGES,
  CIRCLE_RIGHTS,
  circleInviteSchema,
  joinList,
  VISIT_STEPS,
  type PageFormResult,
  z,
} from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { perform, type Answer } from '../../../http/operations.js';
import {
  checkPageForm,
  formDataOf,
  inPageLanguage,
  refusalOf,
  refusalStatus,
  renderResult,
  sentForm,
  succeeded,
  type PageForm,
} from '../../../http/page-forms/page-form.js';
import { helpingOperations } from './helping.js';
import { invitationOperations } from './invitations.js';
import { ownCircleOperations } from './own-circle.js';

const INVITE = { form: 'circle-invite', schema: circleInviteSchema } satisfies PageForm<typeof circleInviteSchema>;
/** The forms made of one button (remove, switch account, accept): no field a problem could sit by. */
const BUTTON_ONLY = z.object({});
const ACCEPT_NEW = {
  form: 'circle-accept-new',
  schema: acceptWithNewAccountSchema,
  secret: ['password', 'confirmPassword'],
} satisfies PageForm<typeof acceptWithNewAccountSchema>;

/** Where the browser goes once a circle form has done its work (post/redirect/get). */
function goTo(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply.redirect(inPageLanguage(request, path), 303);
}

/** A form whose only problem is the JSON call's answer (no field of its own to show it by). */
function refused(form: PageFormResult['form'], answer: Answer): PageFormResult {
  return refusalOf({ form, schema: BUTTON_ONLY }, {}, answer);
}

/** A positive whole number from a form field (a contact's or a client's id), else null. */
function idOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The circle's forms without JavaScript (docs/circle.md): /circle takes the invite, remove,
 * confirm (a contact the office proposed), notice-seen and switch-account forms, /circle/accept/:token
 * the two ways of accepting. Each is done by its JSON route's operation for the visitor (a new
 * session's cookie set on the page's reply), and the browser is sent on to the page that shows the result.
 */
const circleForms: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const own = ownCircleOperations(app, config);
  const helping = helpingOperations(app, config);
  const invitation = invitationOperations(app, config);

  app.post('/circle', async (request, reply) => {
    const data = formDataOf(request.body);
    switch (sentForm(data)) {
      case INVITE.form: {
        // A group of boxes sends one value per ticked box: read as the lists the schema takes.
        const typed = {
          name: typeof data.get('name') === 'string' ? (data.get('name') as string) : '',
          email: typeof data.get('email') === 'string' ? (data.get('email') as string) : '',
          rights: data.getAll('rights').filter((value) => typeof value === 'string'),
          visitNotices: data.getAll('visitNotices').filter((value) => typeof value === 'string'),
        };
        const values = {
          name: typed.name,
          email: typed.email,
          rights: joinList(typed.rights, CIRCLE_RIGHTS as readonly string[]),
          visitNotices: joinList(typed.visitNotices, VISIT_STEPS as readonly string[]),
        };
        const parsed = INVITE.schema.safeParse(typed);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
          const result = { form: INVITE.form, values, errors, message: null } satisfies PageFormResult;
          return renderResult(app, request, reply, result, refusalStatus());
        }
        const answer = await perform(own.invite, request, reply, { body: parsed.data });
        if (!succeeded(answer)) {
          return renderResult(app, request, reply, refusalOf(INVITE, values, answer), refusalStatus(answer));
        }
        return goTo(request, reply, '/circle?done=invited');
      }
      case 'circle-remove': {
        const id = idOf(data.get('id'));
        const answer = id
          ? await perform(own.remove, request, reply, { params: { id: String(id) } })
          : { status: 404, body: { code: 'circle_contact_not_found', message: CIRCLE_FORM_MESSAGES.notInCircle } };
        if (!succeeded(answer)) {
          return renderResult(app, request, reply, refused('circle-remove', answer), refusalStatus(answer));
        }
        return goTo(request, reply, '/circle?done=removed');
      }
      case 'circle-confirm': {
        const id = idOf(data.get('id'));
        const answer = id
          ? await perform(own.confirm, request, reply, { params: { id: String(id) } })
          : { status: 404, body: { code: 'circle_not_proposed', message: CIRCLE_FORM_MESSAGES.notProposed } };
        if (!succeeded(answer)) {
          return renderResult(app, request, reply, refused('circle-confirm', answer), refusalStatus(answer));
        }
        return goTo(request, reply, '/circle?done=confirmed');
      }
      case 'circle-notice-seen': {
        const answer = await perform(own.noticeSeen, request, reply);
        if (!succeeded(answer)) {
          return renderResult(app, request, reply, refused('circle-notice-seen', answer), refusalStatus(answer));
        }
        return goTo(request, reply, '/circle');
      }
      case 'circle-acting': {
        // Empty: back to one's own account. Anything but an id goes as it came, for the route to refuse.
        const raw = data.get('clientId');
        const clientId = raw === null || raw === '' ? null : (idOf(raw) ?? String(raw));
        const answer = await perform(helping.acting, request, reply, { body: { clientId } });
        if (!succeeded(answer)) {
          return renderResult(app, request, reply, refused('circle-acting', answer), refusalStatus(answer));
        }
        return goTo(request, reply, clientId === null ? '/circle' : '/dashboard');
      }
      default:
        return goTo(request, reply, '/circle');
    }
  });

  app.post<{ Params: { token: string } }>('/circle/accept/:token', async (request, reply) => {
    const data = formDataOf(request.body);
    const params = { token: request.params.token };
    if (sentForm(data) === ACCEPT_NEW.form) {
      const checked = checkPageForm(ACCEPT_NEW, data);
      if (!checked.ok) return renderResult(app, request, reply, checked.result, refusalStatus());
      const answer = await perform(invitation.acceptNew, request, reply, { params, body: checked.payload });
      if (!succeeded(answer)) {
        return renderResult(app, request, reply, refusalOf(ACCEPT_NEW, checked.values, answer), refusalStatus(answer));
      }
      return goTo(request, reply, '/dashboard');
    }
    const answer = await perform(invitation.accept, request, reply, { params });
    if (!succeeded(answer)) {
      return renderResult(app, request, reply, refused('circle-accept', answer), refusalStatus(answer));
    }
    return goTo(request, reply, '/dashboard');
  });
};

export default circleForms;
