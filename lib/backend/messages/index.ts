/**
 * The messages domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { countOf } from './counts';
export { daysLeft } from './days';
export { deliveryLog } from './delivery/log';
export { onDeliveryNudge } from './delivery/nudge';
export { createSmppTransport } from './delivery/smpp-transport';
export { createSmtpTransport } from './delivery/smtp-transport';
export { startTestSmppServer } from './delivery/test-smpp-server';
export { startTestSmtpServer } from './delivery/test-smtp-server';
export { type OutgoingEmail } from './delivery/transport';
export { DeliveryWorker } from './delivery/worker';
export { type Attachment, type EmailMessage, listOutbox, queueEmail, queueSms } from './outbox';
export { callBackAcknowledgement, callBackCareMail } from './requests/call-back-mails';
export { medicalAcknowledgement, medicalDepartmentMail, motorAcknowledgement, motorDepartmentMail } from './requests/mails';
export { acknowledgementMail, careMail } from './service/contact-mail';
