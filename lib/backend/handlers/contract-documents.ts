import type { AreaHandlers } from './registry';

/** The contract PDF (GET /user/polices/{b}/{a}/export) and its public QR verification (GET /qrcode/policy). */
export const contractDocumentHandlers: AreaHandlers = {};
