import { serviceTypeSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { serviceContext } from '../../service-context.js';
import { activeServiceTypes } from '../contact-request-reads.js';

const serviceTypesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get('/service-types', { schema: { response: { 200: z.array(serviceTypeSchema) } } }, async () =>
    activeServiceTypes(ctx),
  );
};

export default serviceTypesRoutes;
