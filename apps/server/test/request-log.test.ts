import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { logSerializers } from '../src/lib/log-redaction.js';
import { RequestLog } from '../src/lib/request-log.js';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

/** A Fastify app logging through RequestLog into `lines`, with one route per kind of answer. */
async function appLoggingAt(level: keyof typeof LEVEL, lines: Line[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream, serializers: logSerializers },
    logController: new RequestLog({ slowMs: 50 }),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(80);
    return { ok: true };
  });
  app.get('/refused', async (_request, reply) => reply.code(403).send({ message: 'no' }));
  app.post('/reset-password', async (_request, reply) => reply.code(400).send({ message: 'too common' }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return app;
}

describe('request logging (decision 018)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('at info, logs refused, failed and slow requests, and nothing for a quick success', async () => {
    const lines: Line[] = [];
    const app = await appLoggingAt('info', lines);
    close = () => app.close();
    for (const url of ['/ok', '/refused', '/slow', '/broken', '/missing']) await app.inject({ method: 'GET', url });

    const requestLines = lines
      .filter((line) => line.req)
      .map((line) => ({ level: line.level, msg: line.msg, url: line.req?.url, status: line.res?.statusCode }));
    expect(requestLines).toEqual([
      { level: LEVEL.info, msg: 'request completed', url: '/refused', status: 403 },
      { level: LEVEL.warn, msg: 'slow request', url: '/slow', status: 200 },
      // The error handler's line with the error, then the answer's own.
      expect.objectContaining({ level: LEVEL.error, url: '/broken' }),
      { level: LEVEL.info, msg: 'request completed', url: '/broken', status: 500 },
      { level: LEVEL.info, msg: 'request completed', url: '/missing', status: 404 },
    ]);
    expect(lines.every((line) => line.msg !== 'incoming request')).toBe(true);
    const slow = lines.find((line) => line.msg === 'slow request');
    expect(slow?.responseTime).toBeGreaterThan(50);
  });

  it('never writes a key carried in a URL (a reset link’s token, a tracking code)', async () => {
    const lines: Line[] = [];
    const app = await appLoggingAt('info', lines);
    close = () => app.close();
    // A refused password reset sent without JavaScript posts to the e-mailed link's own URL.
    await app.inject({ method: 'POST', url: '/reset-password?token=Secret-Reset-Token_123&x=1' });
    await app.inject({ method: 'GET', url: '/refused?a=1&token=TA-7KQ2-MX9P' });

    expect(lines.filter((line) => line.req).map((line) => line.req?.url)).toEqual([
      '/reset-password?token=[hidden]&x=1',
      '/refused?a=1&token=[hidden]',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Secret-Reset-Token_123|TA-7KQ2-MX9P/);
  });

  it('at debug, logs every arrival and every end', async () => {
    const lines: Line[] = [];
    const app = await appLoggingAt('debug', lines);
    close = () => app.close();
    await app.inject({ method: 'GET', url: '/ok' });

    expect(lines.map((line) => ({ level: line.level, msg: line.msg, url: line.req?.url }))).toEqual([
      { level: LEVEL.debug, msg: 'incoming request', url: '/ok' },
      { level: LEVEL.debug, msg: 'request completed', url: '/ok' },
    ]);
  });
});
