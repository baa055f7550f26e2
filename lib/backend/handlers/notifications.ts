import type { AreaHandlers } from './registry';

/** Notifications and push-token registration. */
export const notificationHandlers: AreaHandlers = {};
