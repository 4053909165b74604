import fp from 'fastify-plugin';
import { RECOVERY_CODE_PURPOSE } from '../../domains/accounts/two-step.js';

/**
 * Before the app serves: recovery codes stored as a bare SHA-256 (before migration 421) get their
 * keyed hash, the HMAC of that SHA-256 with the server's key (domains/accounts/two-step.ts), so the codes
 * people hold keep working and a copy of the database no longer suffices to try them all.
 */
export default fp(
  async (app) => {
    const converted = await app.repos.twoStep.keyOldRecoveryCodes((old) =>
      app.secretBox.mac(old, RECOVERY_CODE_PURPOSE),
    );
    if (converted > 0) app.log.info({ converted }, 'recovery codes now kept with a keyed hash');
  },
  { name: 'keyed-recovery-codes', dependencies: ['secret-box'] },
);
