import { serviceTypeSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { serviceContext } from '../../service-context.js';
import { activeServiceTypes } from '../contact-request-reads.js';

/** The services a request or an appointment can be for, read by the API and by the pages that offer them. */
export const serviceTypeOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    list: operation({
      checks: [],
      response: z.array(serviceTypeSchema),
      run: async () => activeServiceTypes(ctx),
    }),
  };
});

const serviceTypesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  jsonRoute(app, 'GET', '/service-types', serviceTypeOperations(app, config).list, { pageRead: true });
};

export default serviceTypesRoutes;
