import { eq } from 'drizzle-orm';
import type { ClaimEventKind } from '@/lib/api/endpoints/claims';
import type { Locale } from '@/lib/config/business';
import { COMPANY_NAME } from '@/lib/config/company';
import { messageLinkOrigin } from '@/lib/config/env';
import type { UserRow } from '../context';
import { claimEvents, notifications, users } from '../db/schema';
import { queueEmail, queueSms } from '../messages';
import type { Writer } from '../db/tx';
import type { ClaimRow } from './rules';
import { claimReference, claimText } from './text';

type Values = Record<string, string>;

/** One step's record: what the timeline keeps, and the values its messages name in each language. */
export interface StepRecord {
  kind: ClaimEventKind;
  note?: string | null;
  noteAr?: string | null;
  amountFils?: number | null;
  reference?: string | null;
  /** A file the customer sent with the step (already one of the claim's files). */
  uploadId?: string | null;
  /** The message's values in a language (the claim number and the link are added). */
  values?: (lang: Locale) => Values;
  /** A second wording of the same step (`assessed.waiting`: the decision waits for documents). */
  variant?: 'waiting';
}

/** Who made a step: a person's account, or the company itself (a step of the schedule, no account). */
export type StepActor = Pick<UserRow, 'type' | 'nameEn' | 'nameAr'> & { id: number | null };

/** The company as the maker of the steps nobody makes by hand (a cheque becoming ready on its day). */
export const COMPANY_ACTOR: StepActor = { id: null, type: 'customerCare', nameEn: COMPANY_NAME.en, nameAr: COMPANY_NAME.ar };

/** The claim's page, an absolute address in the customer's language: what every message links to. */
export const claimLink = (claimId: number, lang: Locale) => `${messageLinkOrigin()}/${lang}/claims/${claimId}`;

/** A step's notice in one language: its title and its sentence (the SMS and the e-mail say the same). */
export function claimNotice(claim: Pick<ClaimRow, 'id'>, step: Pick<StepRecord, 'kind' | 'values' | 'variant'>, lang: Locale): { title: string; body: string } {
  const t = claimText(lang);
  const values = { reference: claimReference(claim.id), ...step.values?.(lang) };
  const body = step.variant === 'waiting' && step.kind === 'assessed' ? t('events.assessed.waiting', values) : t(`events.${step.kind}.body`, values as never);
  return { title: t(`events.${step.kind}.title`), body };
}

/** The text message of a step, with the claim's link. */
export function claimSms(claim: Pick<ClaimRow, 'id'>, step: Pick<StepRecord, 'kind' | 'values' | 'variant'>, lang: Locale): string {
  return claimText(lang)('sms', { company: COMPANY_NAME[lang], body: claimNotice(claim, step, lang).body, link: claimLink(claim.id, lang) });
}

/** The e-mail of a step, greeting the customer by their name in its language. */
export function claimEmail(
  claim: Pick<ClaimRow, 'id'>, step: Pick<StepRecord, 'kind' | 'values' | 'variant'>, name: { en: string; ar: string }, lang: Locale,
): { subject: string; body: string } {
  const t = claimText(lang);
  const { title, body } = claimNotice(claim, step, lang);
  return {
    subject: t('email.subject', { title, reference: claimReference(claim.id) }),
    body: [t('email.greeting', { name: name[lang] || name.en }), '', body, '', t('email.follow', { link: claimLink(claim.id, lang) }), '', COMPANY_NAME[lang]].join('\n'),
  };
}

/**
 * Records one step of a claim with who made it and tells the customer: the in-app notice (both
 * languages, keyed to the claim so it links to it), a text message to the account's mobile and an
 * e-mail, in the language the customer chose for messages (users.language, whoever made the step and
 * whatever their screen's language), in the caller's transaction: a step that
 * rolls back leaves neither event nor message.
 */
export async function recordClaimStep(tx: Writer, claim: ClaimRow, actor: StepActor, now: Date, step: StepRecord): Promise<void> {
  const [event] = await tx.insert(claimEvents).values({
    claimId: claim.id, kind: step.kind, at: now, actorId: actor.id, actorRole: actor.type,
    actorName: actor.nameEn || actor.nameAr, actorNameAr: actor.nameAr || null,
    note: step.note ?? null, noteAr: step.noteAr ?? null, amountFils: step.amountFils ?? null, reference: step.reference ?? null,
    uploadId: step.uploadId ?? null,
  }).returning({ id: claimEvents.id });
  const [english, arabic] = [claimNotice(claim, step, 'en'), claimNotice(claim, step, 'ar')];
  await tx.insert(notifications).values({
    userId: claim.userId, kind: 'claim', key: `claim:${claim.id}:${event!.id}`,
    titleEn: english.title, titleAr: arabic.title, bodyEn: english.body, bodyAr: arabic.body, createdAt: now,
  });
  const [customer] = await tx.select({ language: users.language, email: users.email, mobile: users.mobile, nameEn: users.nameEn, nameAr: users.nameAr })
    .from(users).where(eq(users.id, claim.userId)).limit(1);
  if (!customer) return;
  const lang = customer.language;
  await queueSms(tx, { to: customer.mobile, body: claimSms(claim, step, lang), language: lang });
  await queueEmail(tx, { to: customer.email, ...claimEmail(claim, step, { en: customer.nameEn, ar: customer.nameAr }, lang), language: lang });
}
