import type { policies as contract } from '@/lib/api/endpoints';
import { ammanDay } from '@/lib/calendar/days';
import type { Handler } from '../context';
import { HttpError } from '../http';
import { idParam } from '../params';
import { certificateContent, policyOf, renderTravelCertificate, verificationUrl } from '../contracts';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

const notFound = () => new HttpError(404, 'policy_not_found', 'This contract was not found');

/**
 * GET /user/polices/travel/{a}/certificate: the signed-in customer's own travel contract's certificate
 * of insurance, always in English (embassies read it), with the contract's verification QR code in the
 * language the customer reads (the page it opens).
 */
const exportTravelCertificate: Handler<typeof contract.exportTravelCertificate> = async ({ db, user, lang, now, params, query }) => {
  const me = requireUser(user);
  const row = await policyOf(db, me.id, idParam(params.a, notFound()));
  if (!row || row.line !== 'travel') throw notFound();
  const pdf = await renderTravelCertificate({
    content: certificateContent(row, { nameEn: me.nameEn, birthDate: me.birthDate }),
    verifyUrl: verificationUrl(query.verify_url, lang, row.qrToken),
    issuedOn: ammanDay(row.createdAt),
    printedAt: now,
  });
  return { file_name: `travel-certificate-${row.contractNumber}.pdf`, content_type: 'application/pdf', data: pdf.toString('base64') };
};

export const travelCertificateHandlers = { exportTravelCertificate } satisfies AreaHandlers;
