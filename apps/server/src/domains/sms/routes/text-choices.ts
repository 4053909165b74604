import { localeOfPath, textChoicesSchema, textKindsInputSchema, textsOnInputSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { accountHolder, requireClient } from '../../accounts/index.js';
import { holderOnly } from '../../circle/index.js';
import { serviceContext } from '../../service-context.js';
import { setTextKinds, textChoicesOf, turnTextsOff, turnTextsOn } from '../text-choices.js';

/**
 * Only the account holder (docs/sms.md): the consent to texts is theirs, given for their own number. A
 * trusted contact helping with the account gets 403 before the body is read (they choose texts for the
 * clients they help on their own account's circle page); staff 403 (the office never turns texts on).
 */
const holder = [requireClient, holderOnly];

/** The account page's texts, as the JSON routes, the page's forms and its read do them. */
export const textChoicesOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({
      checks: holder,
      response: textChoicesSchema,
      run: async (_input, request) => textChoicesOf(ctx, accountHolder(request)),
    }),
    on: operation({
      checks: holder,
      body: textsOnInputSchema,
      response: textChoicesSchema,
      run: async ({ body }, request) =>
        turnTextsOn(ctx, accountHolder(request), body, body.language ?? localeOfPath(request.url), request.ip),
    }),
    kinds: operation({
      checks: holder,
      body: textKindsInputSchema,
      response: textChoicesSchema,
      run: async ({ body }, request) => setTextKinds(ctx, accountHolder(request), body),
    }),
    off: operation({
      checks: holder,
      response: textChoicesSchema,
      run: async (_input, request) => turnTextsOff(ctx, accountHolder(request)),
    }),
  };
});

const textChoicesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = textChoicesOperations(app, config);
  const refusals = { 404: errorAnswerSchema, 409: errorAnswerSchema };
  jsonRoute(app, 'GET', '/user/texts', ops.read, { pageRead: true, refusals });
  jsonRoute(app, 'PUT', '/user/texts', ops.on, { refusals });
  jsonRoute(app, 'PUT', '/user/texts/kinds', ops.kinds, { refusals });
  jsonRoute(app, 'DELETE', '/user/texts', ops.off, { refusals });
};

export default textChoicesRoutes;
