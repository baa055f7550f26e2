// A claim's photo or document for the one who may read it (lib/claims/file-route.ts).
export { claimFile as GET } from '@/lib/session/claim-file-route';
