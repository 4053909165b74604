import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import accountRoutes from './account.js';
import emailSignInRoutes from './email-sign-in.js';
import loginRoutes from './login.js';
import passwordResetRoutes from './password-reset.js';
import registerRoutes from './register.js';
import sessionTimesRoutes from './session-times.js';
import twoStepRoutes from './two-step.js';

const authRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const opts = { config };
  await app.register(loginRoutes, opts);
  await app.register(registerRoutes, opts);
  await app.register(accountRoutes, opts);
  await app.register(passwordResetRoutes, opts);
  await app.register(emailSignInRoutes, opts);
  await app.register(sessionTimesRoutes, opts);
  await app.register(twoStepRoutes, opts);
};

export default authRoutes;
