import { eq } from 'drizzle-orm';
import type { policies as contract } from '@/lib/api/endpoints';
import { policyLines } from '@/lib/api/endpoints/policies';
import { ammanDay } from '@/lib/calendar/days';
import type { Handler } from '../context';
import { policies, users } from '../db/schema';
import { HttpError } from '../http';
import { idParam } from '../params';
import { maskName, policyOf, policyView, renderContractPdf, verificationUrl } from '../contracts';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

const notFound = () => new HttpError(404, 'policy_not_found', 'This contract was not found');

/** GET /user/polices/{b}/{a}/export: the signed-in customer's own contract of line {b} as a PDF. */
const exportPolicy: Handler<typeof contract.exportPolicy> = async ({ db, user, lang, now, params, query }) => {
  const me = requireUser(user);
  const line = policyLines.find((l) => l === params.b);
  if (!line) throw notFound();
  const row = await policyOf(db, me.id, idParam(params.a, notFound()));
  if (!row || row.line !== line) throw notFound();

  const policy = policyView(row, now, lang);
  // pdfkit, its font engine and the fonts load with the first PDF, not with the backend, so a
  // server that never draws one does not hold them.
  const pdf = await renderContractPdf({
    lang,
    policy,
    holderName: (lang === 'ar' ? me.nameAr : me.nameEn) || me.nameEn || me.nameAr || '',
    verifyUrl: verificationUrl(query.verify_url, lang, row.qrToken),
    issuedOn: ammanDay(row.createdAt),
    printedAt: now,
  });
  return { file_name: `contract-${policy.contract_number}.pdf`, content_type: 'application/pdf', data: pdf.toString('base64') };
};

/** GET /qrcode/policy?token: whether the contract a printed QR code names exists and is in force. */
const verifyPolicyQr: Handler<typeof contract.verifyPolicyQr> = async ({ db, lang, now, query }) => {
  const unknown = { state: 'unknown', contract_number: null, line: null, holder_masked: null, expiry: null } as const;
  // Tokens are base64url; anything else (a NUL byte would even upset the database) names no contract.
  if (!/^[\w-]+$/.test(query.token)) return unknown;
  const [found] = await db
    .select({ policy: policies, nameEn: users.nameEn, nameAr: users.nameAr })
    .from(policies)
    .innerJoin(users, eq(users.id, policies.userId))
    .where(eq(policies.qrToken, query.token))
    .limit(1);
  if (!found) return unknown;
  const view = policyView(found.policy, now, lang);
  const name = (lang === 'ar' ? found.nameAr : found.nameEn) || found.nameEn || found.nameAr || '';
  return {
    state: view.status === 'expired' ? 'expired' : 'valid',
    contract_number: view.contract_number,
    line: view.line,
    holder_masked: maskName(name) || null,
    expiry: view.expiry,
  };
};

/** The contract PDF (GET /user/polices/{b}/{a}/export) and its public QR verification (GET /qrcode/policy). */
export const contractDocumentHandlers = {
  exportPolicy,
  verifyPolicyQr,
} satisfies AreaHandlers;
