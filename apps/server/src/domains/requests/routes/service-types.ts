import { serviceTypeSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const serviceTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/service-types', { schema: { response: { 200: z.array(serviceTypeSchema) } } }, async () =>
    app.repos.serviceTypes.listActive(),
  );
};

export default serviceTypesRoutes;
