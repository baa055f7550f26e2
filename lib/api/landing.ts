'use client';

import type { z } from 'zod';
import type { announcementSchema } from './endpoints/content';

export type Announcement = z.infer<typeof announcementSchema>;

/**
 * GET /announcement/home for the static landing, without the typed client: importing it would put
 * every endpoint's zod schema in the landing's first-load JavaScript (about 40 kB gzip), on the page
 * phones open first. The portal's route (app/api/announcement/home) has already validated the body
 * against the contract's schema; a body of another shape counts as a failure.
 */
export async function fetchHomeAnnouncements(lang: string): Promise<Announcement[]> {
  const res = await fetch('/api/announcement/home', { headers: { accept: 'application/json', 'accept-language': lang } });
  if (!res.ok) throw new Error(`GET /announcement/home answered ${res.status}`);
  const body = (await res.json()) as { announcements?: unknown };
  if (!Array.isArray(body.announcements)) throw new Error('GET /announcement/home answered an unexpected body');
  return body.announcements as Announcement[];
}
