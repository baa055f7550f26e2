/** An API error normalised once, as spec §8 asks: `{code, message}` from the body, else the raw body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Anything else the body said, such as `retry_after_s` or `tries_left`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toJSON() {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const INVALID_SESSION = 'invalid_session_id';

/** The server asked for a proof of work before it goes on (428 pow_required): the form's widget answers it, no message is shown. */
export const isProofAsked = (error: unknown) => error instanceof ApiError && error.code === 'pow_required';

function isErrorBody(body: unknown): body is { code: unknown; message: unknown; fields?: unknown } {
  return typeof body === 'object' && body !== null && 'code' in body && 'message' in body;
}

export function normaliseError(status: number, body: unknown): ApiError {
  if (isErrorBody(body) && typeof body.code === 'string' && typeof body.message === 'string') {
    const fields = typeof body.fields === 'object' && body.fields !== null
      ? Object.fromEntries(Object.entries(body.fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>
      : undefined;
    const { code, message, fields: _fields, ...details } = body as Record<string, unknown>;
    void _fields;
    return new ApiError(status, code as string, message as string, fields, details);
  }
  const raw = typeof body === 'string' ? body : body === undefined || body === null ? '' : JSON.stringify(body);
  return new ApiError(status, `http_${status}`, raw || `HTTP ${status}`);
}
