import { sessionTimesSchema, type SessionTimes } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/session: when the session ends; reading it does not put that off. Null once it has ended. */
export async function getSessionTimes(): Promise<SessionTimes | null> {
  const data = await apiRequest<unknown>('/api/session', { on401: 'returnNull' });
  return data === null ? null : sessionTimesSchema.parse(data);
}

/** POST /api/session/keep-alive: "Stay signed in". Null when the session had already ended. */
export async function keepSessionAlive(): Promise<SessionTimes | null> {
  const data = await apiRequest<unknown>('/api/session/keep-alive', { method: 'POST', body: {}, on401: 'returnNull' });
  return data === null ? null : sessionTimesSchema.parse(data);
}
