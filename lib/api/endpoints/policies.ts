import { z } from 'zod';
import { endpoint } from '../define';
import { requiredText } from '@/lib/validation/fields';
import { policyLines, policySchema } from '@/lib/model/contracts/policy';

export {
  policyLines, policyRenewalSchema, policySchema, renewalReasons, renewalStates, renewedBySchema,
  type Policy, type PolicyLine, type PolicyRenewal, type RenewedBy,
} from '@/lib/model/contracts/policy';


const policiesResponse = z.object({ policies: z.array(policySchema) });

export const getMyPolicies = endpoint({ method: 'GET', path: '/user/polices', response: policiesResponse });
export const getUserPolicies = endpoint({ method: 'GET', path: '/user/{id}/polices', response: policiesResponse });
export const getCarPolicy = endpoint({ method: 'GET', path: '/user/car/polices/{id}', response: z.object({ policy: policySchema }) });

/**
 * {b} is the line and {a} the policy id. The backend generates the contract's PDF in the request's
 * language (its fields and a QR code that opens the verification page) and answers it base64-encoded,
 * so the contract stays JSON; the portal's download route decodes it.
 */
export const exportPolicy = endpoint({
  method: 'GET', path: '/user/polices/{b}/{a}/export',
  query: z.object({ verify_url: z.url().max(500).optional() }),
  response: z.object({ file_name: z.string(), content_type: z.literal('application/pdf'), data: z.base64() }),
});

/**
 * A travel contract's certificate of insurance, in English whatever the request's language (what an
 * embassy asks for with a visa application), as a PDF with the contract's verification QR code.
 */
export const exportTravelCertificate = endpoint({
  method: 'GET', path: '/user/polices/travel/{a}/certificate',
  query: z.object({ verify_url: z.url().max(500).optional() }),
  response: z.object({ file_name: z.string(), content_type: z.literal('application/pdf'), data: z.base64() }),
});

/** The token a contract's QR code carries; the page checks it with this rule before it asks. */
export const qrToken = requiredText(200);

/** What the QR code on a contract's PDF (above) opens: the contract's state, for any visitor. */
export const verifyPolicyQr = endpoint({
  method: 'GET', path: '/qrcode/policy',
  query: z.object({ token: qrToken }),
  response: z.object({
    state: z.enum(['valid', 'expired', 'unknown']),
    contract_number: z.string().nullable(),
    line: z.string().nullable(),
    holder_masked: z.string().nullable(),
    expiry: z.iso.date().nullable(),
  }),
});

export const getPolicyBySegmentCode = endpoint({
  method: 'GET', path: '/user/getPolicyBySegmentCode',
  query: z.object({ segmentcode: requiredText(40) }),
  response: z.object({ policies: z.array(policySchema) }),
});

export const customerStatisticsSchema = z.object({
  per_line: z.record(z.enum(policyLines), z.number().int()),
  active: z.number().int(),
  expiring_soon: z.number().int(),
  appointments: z.number().int(),
});
export const getCustomerStatistics = endpoint({
  method: 'GET', path: '/user/getCustomerStatistics',
  response: customerStatisticsSchema,
});
