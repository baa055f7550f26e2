/**
 * The accounts domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { checkCurrentPassword } from './auth/current-password';
export { accessRefusal, CONTRACT_BLOCKED_MESSAGE, gateFields } from './auth/gate';
export { isKnownDevice, knownDeviceAccount, purgeKnownDevices, rememberDevice } from './auth/known-device';
export { hashPassword, verifyPassword } from './auth/password';
export { purgeResetLinks, sendResetLink, useResetLink } from './auth/reset-link';
export { endSession, extendAnonymousSession, findSession, revokeAllSessionsOf, revokeOtherSessionsOf, rotateSession, startVisitorSession } from './auth/sessions';
export { DUMMY_HASH, ignoreLimit, passUnderAttack } from './auth/sign-in-code';
export { accountKey, countSignInAttempt } from './auth/sign-in-guard';
export { newToken, sha256 } from './auth/tokens';
export { capVisitorSessions } from './auth/visitor-cap';
export { consumeCode, issueCode } from './codes/issue';
export { attemptState, expiryFrom, generateCode } from './codes/policy';
export { ALARM_GAUGE, checkSendLimits, codeAlarm, sendUnderPressure, takeSendLimits } from './codes/send-limits';
export { claimCode, invalidCode, tryCode } from './codes/try-code';
export { correctBirthDate, CorrectionRefused } from './identity/birth-date-correction';
export { purgeAbandonedJourneys } from './identity/cleanup';
export { initialStatus, queueIdentityReview } from './identity/review';
export { sendContactChangedNotice, sendContactCode } from './notices/contact-change';
export { demandProofOfWork } from './pow/demand';
export { underPressure } from './pow/pressure';
export { assertUnique, holdsMobile, numberHolderFirst } from './unique-contact';
export { publicUser, requireUser } from './user-view';
