import pino, { type DestinationStream, type Level, type Logger } from 'pino';

/**
 * Fields whose values never reach a log line, at the top of a logged object or one level down
 * (`{ body: { password } }`): session tokens, passwords, one-time codes, card data, headers that carry
 * a session. A line that needs to say which session or user it was about names the user id instead.
 */
const SECRET_FIELDS = [
  'token', 'auth_token', 'authToken', 'password', 'new_password', 'current_password', 'confirm_password',
  'code', 'otp', 'authorization', 'cookie', 'card_number', 'cvc', 'cvv', 'secret',
];
const REDACT_PATHS = [...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), '["set-cookie"]', '*["set-cookie"]'];

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.NODE_ENV === 'test' || process.env.JEST_WORKER_ID ? 'silent' : 'info';
}

type QueryError = Error & { query: string; params: unknown };
const isQueryError = (error: unknown): error is QueryError => error instanceof Error && 'query' in error && 'params' in error;

/**
 * Drizzle writes a failed query's values into its error's message (`Failed query: …\nparams: …`):
 * a password hash, a code, an address. The line keeps the query and the database's reason, not the values.
 */
function serializeError(error: unknown) {
  const out = pino.stdSerializers.err(error as Error);
  if (typeof out !== 'object' || out === null) return out;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth += 1) {
    if (!isQueryError(e)) continue;
    const values = `\nparams: ${String(e.params)}`;
    out.message = out.message.split(values).join('');
    out.stack = out.stack.split(values).join('');
  }
  if (isQueryError(error)) delete out.params;
  return out;
}

/**
 * The server's logger: one JSON line per event on stdout (no transport, no worker thread), for the
 * log collector to read. Written synchronously, as console did: the line that says why a server
 * refuses to start is written just before process.exit. Tests pass their own destination.
 */
export function createLogger(destination?: DestinationStream, options: { level?: Level | 'silent' } = {}): Logger {
  return pino(
    {
      level: options.level ?? defaultLevel(),
      base: { service: 'portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

export const log = createLogger();
