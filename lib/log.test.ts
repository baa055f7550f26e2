/** @jest-environment node */
import { Writable } from 'node:stream';
import { createLogger } from './log';

/** A logger at info whose lines are kept, parsed, instead of going to stdout. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger(destination, { level: 'info' }), lines };
}

describe('the log', () => {
  it('writes one JSON line with the level by name, an ISO time and the service', () => {
    const { log, lines } = capture();
    log.warn({ requestId: 'abc12345', status: 503 }, 'api call');
    expect(lines).toEqual([{ level: 'warn', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), service: 'portal', requestId: 'abc12345', status: 503, msg: 'api call' }]);
  });

  it('never writes a token, password, code or card data, at the top or one level down', () => {
    const { log, lines } = capture();
    const secrets = {
      token: 'tok-1', auth_token: 'tok-2', password: 'Demo1234', new_password: 'New12345', current_password: 'Old12345', code: '4321',
      otp: '987654', authorization: 'Bearer tok-3', cookie: 'portal_session=sealed', card_number: '4242424242424242', cvc: '100', secret: 's3cr3t',
    };
    log.info({ ...secrets, userId: 7 }, 'top');
    log.info({ body: secrets, headers: { authorization: 'Bearer tok-4', cookie: 'a=b', 'set-cookie': 'portal_session=x' }, userId: 7 }, 'nested');
    const written = JSON.stringify(lines);
    for (const value of [...Object.values(secrets), 'tok-4', 'a=b', 'portal_session=x']) expect(written).not.toContain(value);
    expect(lines[0]).toMatchObject({ token: '[redacted]', password: '[redacted]', code: '[redacted]', card_number: '[redacted]', userId: 7 });
    expect(lines[1]).toMatchObject({ body: { otp: '[redacted]', cvc: '[redacted]' }, headers: { authorization: '[redacted]', 'set-cookie': '[redacted]' }, userId: 7 });
  });

  it('leaves the logged object itself alone', () => {
    const { log } = capture();
    const body = { password: 'Demo1234' };
    log.info({ body }, 'call');
    expect(body.password).toBe('Demo1234');
  });

  it('writes an error with its message and stack, but not the values of a failed query', () => {
    const { log, lines } = capture();
    // As drizzle-orm's DrizzleQueryError builds it: the values in the message, the database's error as the cause.
    const failed = Object.assign(new Error('Failed query: insert into otp_codes values ($1, $2)\nparams: 0791234567,4321'), {
      query: 'insert into otp_codes values ($1, $2)', params: ['0791234567', '4321'], cause: new Error('duplicate key value'),
    });
    log.error({ err: failed, requestId: 'abc12345' }, 'backend error');
    log.error({ err: new Error('while sending', { cause: failed }) }, 'background task failed');
    const written = JSON.stringify(lines);
    expect(written).not.toContain('0791234567');
    expect(written).not.toContain('4321');
    expect(lines[0]).toMatchObject({ level: 'error', requestId: 'abc12345', err: { type: 'Error', query: 'insert into otp_codes values ($1, $2)' } });
    expect((lines[0]!.err as { message: string }).message).toBe('Failed query: insert into otp_codes values ($1, $2): duplicate key value');
    expect((lines[1]!.err as { stack: string }).stack).toContain('duplicate key value');
  });

  it('is silent under Jest unless LOG_LEVEL says otherwise', () => {
    const saved = process.env.LOG_LEVEL;
    try {
      delete process.env.LOG_LEVEL;
      expect(createLogger(new Writable({ write: (_c, _e, done) => done() })).level).toBe('silent');
      process.env.LOG_LEVEL = 'debug';
      expect(createLogger(new Writable({ write: (_c, _e, done) => done() })).level).toBe('debug');
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  });
});
