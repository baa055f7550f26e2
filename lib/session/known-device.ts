import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { KNOWN_DEVICE_HEADER } from '@/lib/api/client-address';
import { KNOWN_DEVICE } from '@/lib/config/security';

/** The token's shape (43 base64url characters): a cookie of any other shape is not passed on. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser's KNOWN_DEVICE token, from its own httpOnly cookie, passed to the backend with every
 * call: the backend alone can tell whose browser it is. The browser's JavaScript never sees it.
 */
export function forwardKnownDevice(to: Headers, request: NextRequest): void {
  const token = request.cookies.get(KNOWN_DEVICE.cookie)?.value;
  if (token && TOKEN.test(token)) to.set(KNOWN_DEVICE_HEADER, token);
}

/**
 * A new token answered by a sign-in (or a confirmed sign-up) goes into the cookie, for a year; the
 * answer keeps no trace of it. Logging out leaves it: it remembers the browser, not a session.
 */
export function keepKnownDevice(res: NextResponse, answer: unknown, secure: boolean): void {
  const token = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>).device_token : undefined;
  if (typeof token !== 'string' || !TOKEN.test(token)) return;
  res.cookies.set({ name: KNOWN_DEVICE.cookie, value: token, httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: KNOWN_DEVICE.maxAgeS });
}
