// A claim's photo or document for the one who may read it (lib/session/claim-file-route.ts).
export { claimFile as GET } from '@/lib/session/claim-file-route';
