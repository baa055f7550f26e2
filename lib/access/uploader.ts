import type { UploaderState, UploadPurpose } from '@/lib/config/uploads';
import { UPLOAD_PURPOSE_STATES } from '@/lib/config/uploads';
import type { GateUser } from './gate-user';
import { DESTINATIONS, holdingScreen } from './rules';

/** The state an upload's sender is in, read as the access rules read it (the screen a held account is kept on). */
export function uploaderState(user: GateUser | null): UploaderState {
  if (!user) return 'visitor';
  switch (holdingScreen(user)) {
    case DESTINATIONS.validateOtp: return 'unverified';
    case DESTINATIONS.suspended: return 'suspended';
    case DESTINATIONS.review: return 'review';
    default: return user.type === 'customerCare' ? 'care' : 'customer';
  }
}

/** Whether this user (null: a visitor) may upload a file for this purpose (UPLOAD_PURPOSE_STATES). */
export function mayUpload(purpose: UploadPurpose, user: GateUser | null): boolean {
  return UPLOAD_PURPOSE_STATES[purpose].includes(uploaderState(user));
}
