import {
  localeOfPath,
  pathInLocale,
  PAGE_FORM_FIELD,
  type PageFormId,
  type PageFormResult,
  type PageFormValues,
  type SessionUser,
  signInPathFor,
  type z,
  codeMessage,
} from '@ta/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { perform, type Answer, type AnyOperation, type RawInput } from '../operations.js';

/** One form that works without JavaScript: its id on the page, and the schema its React form uses. */
export interface PageForm<S extends z.ZodType> {
  form: PageFormId;
  /** Validates what was typed, and gives the JSON call's payload (as the React form's resolver does). */
  schema: S;
  /** Fields never sent back into the page: passwords. */
  secret?: readonly string[];
  /**
   * Fields the page's URL carries rather than the form (a reset link's token): never sent back into
   * the page, and a problem with one belongs to the whole form.
   */
  fromUrl?: readonly string[];
}

type Checked<S extends z.ZodType> =
  { ok: true; payload: z.output<S>; values: PageFormValues } | { ok: false; result: PageFormResult };

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: readonly z.ZodType[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The fields of a form's schema: through refinements, preprocessing and a transform of the whole. */
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'pipe') {
    const fromInput = def.in ? fieldsOf(def.in) : {};
    return Object.keys(fromInput).length > 0 ? fromInput : def.out ? fieldsOf(def.out) : {};
  }
  return {};
}

/**
 * Whether a field is a checkbox (a boolean, however wrapped in defaults and refinements, or one of a
 * union's options: a JSON call may also send a box as the browser's 'on').
 */
function isBoolean(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'boolean') return true;
  if (def.type === 'union') return (def.options ?? []).some(isBoolean);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? isBoolean(inner) : false;
}

/**
 * What a browser's form post means to the form's schema, in the one place that knows it: every field
 * arrives as a string, and a checkbox is sent only when ticked. A missing text field is empty (so its
 * schema's own message applies); fields the schema does not have are dropped.
 */
export function formValues(schema: z.ZodType, data: FormData): PageFormValues {
  const values: PageFormValues = {};
  for (const [name, field] of Object.entries(fieldsOf(schema))) {
    const value = data.get(name);
    values[name] = isBoolean(field) ? value !== null && value !== 'false' : typeof value === 'string' ? value : '';
  }
  return values;
}

/** The id of the page form that was sent (the hidden field every progressive form carries). */
export function sentForm(data: FormData): string | null {
  const value = data.get(PAGE_FORM_FIELD);
  return typeof value === 'string' ? value : null;
}

function withoutSecrets(spec: PageForm<z.ZodType>, values: PageFormValues): PageFormValues {
  const hidden = [...(spec.secret ?? []), ...(spec.fromUrl ?? [])];
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.includes(name)));
}

/** Checks a form post with the form's own schema; `fromUrl` has the values of the spec's `fromUrl` fields. */
export function checkPageForm<S extends z.ZodType>(
  spec: PageForm<S>,
  data: FormData,
  fromUrl: Record<string, string> = {},
): Checked<S> {
  const typed = { ...formValues(spec.schema, data), ...fromUrl };
  const values = withoutSecrets(spec, typed);
  const parsed = spec.schema.safeParse(typed);
  if (parsed.success) return { ok: true, payload: parsed.data, values };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  return { ok: false, result: resultWith(spec, values, errors) };
}

function resultWith(spec: PageForm<z.ZodType>, values: PageFormValues, problems: Record<string, string>) {
  // A problem with a field the form does not show (a reset link's token) belongs to the whole form.
  const fields = fieldsOf(spec.schema);
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const [name, text] of Object.entries(problems)) {
    if (name in fields && !spec.fromUrl?.includes(name)) errors[name] = text;
    else message ??= text;
  }
  return { form: spec.form, values, errors, message } satisfies PageFormResult;
}

const texts = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

interface AnswerProblem {
  message: string | null;
  code: string | undefined;
  params: Record<string, string> | undefined;
  fields: Record<string, string>;
}

function answerProblem(body: unknown): AnswerProblem {
  if (typeof body !== 'object' || body === null)
    return { message: null, code: undefined, params: undefined, fields: {} };
  const { message, code, params, fields } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : null,
    code: typeof code === 'string' ? code : undefined,
    params: params === undefined ? undefined : texts(params),
    fields: texts(fields),
  };
}

/** The form-level message's code and values, when the page shows the answer's own message. */
const codeOf = (code: string | undefined, params: Record<string, string> | undefined) =>
  code === undefined ? {} : { code, ...(params ? { params } : {}) };

/**
 * The JSON call's refusal as the form's result: its per-field messages next to the fields, and its
 * message for the form when no field carries it (a wrong password, a rate limit).
 */
export function refusalOf(spec: PageForm<z.ZodType>, values: PageFormValues, answer: Answer): PageFormResult {
  const { message, code, params, fields } = answerProblem(answer.body);
  const result = resultWith(spec, values, fields);
  if (result.message !== null) return result;
  if (Object.keys(result.errors).length > 0) return { ...result, message: null };
  if (message === null) return { ...result, message: codeMessage('server_error'), code: 'server_error' };
  return { ...result, message, ...codeOf(code, params) };
}

export const succeeded = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The status of a page that shows a refusal: the JSON call's own, or 400 for a form that did not pass. */
export function refusalStatus(answer?: Answer): number {
  if (!answer) return 400;
  return answer.status >= 400 ? answer.status : 500;
}

/** Sends the page again with the form's result. */
export function renderResult(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  form: PageFormResult,
  status: number,
): Promise<FastifyReply> {
  return app.renderPage(request, reply, { form, status });
}

/** The form post's fields; anything that is not a parsed form (no body, JSON) reads as an empty form. */
export function formDataOf(body: unknown): FormData {
  return body instanceof FormData ? body : new FormData();
}

/** A page of the site in the language of the page a form was sent from (`/es/…` answers in Spanish). */
export function inPageLanguage(request: FastifyRequest, path: string): string {
  return pathInLocale(path, localeOfPath(request.url));
}

/**
 * Where someone goes once signed in: a client's pages in her account's language, whatever page she
 * signed in from (a new device); anyone else's in the page's language (docs/i18n.md).
 */
export function inSignedInLanguage(request: FastifyRequest, user: Pick<SessionUser, 'language'>, path: string): string {
  return user.language ? pathInLocale(path, user.language) : inPageLanguage(request, path);
}

/** What a page form's work is: the form, its post, and the operation that does it. */
export interface PageFormWork<S extends z.ZodType> {
  spec: PageForm<S>;
  data: FormData;
  /** The values of the spec's `fromUrl` fields, taken from the page's URL. */
  fromUrl?: Record<string, string>;
  op: AnyOperation;
  /**
   * What the operation is given from the checked form: the form's payload as its body unless said (a
   * schema that transforms what was typed is given the typed `values`, which the operation reads again).
   */
  input?: (payload: z.output<S>, values: PageFormValues) => RawInput;
  /** Signed out (401): the sign-in page, then back to this page; without it the refusal is shown. */
  signInThenBackTo?: string;
  /**
   * Work the page does first with the checked form (a request's photos go before the request): its
   * refusal to show on the page with its status, which ends the course, else null.
   */
  first?: (payload: z.output<S>, values: PageFormValues) => Promise<{ result: PageFormResult; status: number } | null>;
}

/**
 * Where a page form's course ended: its work done, with the answer, or refused, with the answer being
 * sent (the page again, a redirect to sign in) for the handler to return.
 */
export type PageFormCourse =
  { done: true; answer: Answer; values: PageFormValues } | { done: false; sent: FastifyReply | Promise<FastifyReply> };

/**
 * A page form's usual course (docs/architecture.md "A form sent without JavaScript"): checked with the
 * React form's schema, done by the JSON route's operation for the visitor (`perform`), and, refused
 * either way, the page shown again with what to fix and the refusal's status. Done, the caller answers
 * (a redirect, the page with the outcome).
 */
export async function doPageForm<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  { spec, data, fromUrl, op, input, signInThenBackTo, first }: PageFormWork<S>,
): Promise<PageFormCourse> {
  const app = request.server;
  const checked = checkPageForm(spec, data, fromUrl);
  if (!checked.ok) return { done: false, sent: renderResult(app, request, reply, checked.result, refusalStatus()) };
  const refusedFirst = first ? await first(checked.payload, checked.values) : null;
  if (refusedFirst) {
    return { done: false, sent: renderResult(app, request, reply, refusedFirst.result, refusedFirst.status) };
  }
  const answer = await perform(
    op,
    request,
    reply,
    input ? input(checked.payload, checked.values) : { body: checked.payload },
  );
  if (answer.status === 401 && signInThenBackTo !== undefined) {
    return { done: false, sent: reply.redirect(inPageLanguage(request, signInPathFor(signInThenBackTo)), 303) };
  }
  if (!succeeded(answer)) {
    const refused = refusalOf(spec, checked.values, answer);
    return { done: false, sent: renderResult(app, request, reply, refused, refusalStatus(answer)) };
  }
  return { done: true, answer, values: checked.values };
}

/** A form's work done, its outcome shown on the page in place of the form (a neutral answer, a key shown once). */
export function showOutcome(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageForm<z.ZodType>,
  outcome: unknown,
  values: PageFormValues = {},
): Promise<FastifyReply> {
  return renderResult(
    request.server,
    request,
    reply,
    { form: spec.form, values, errors: {}, message: null, outcome },
    200,
  );
}
