// The Node memory flags the portal's server runs under (server.mjs applies them; the bench starts the
// server with them). Under load V8 lets its old generation grow to several times what is live before
// a full collection: the live heap of a warm portal is about 70-120 MB, yet without a ceiling the
// server sat at ~590 MB resident after 10 concurrent dashboard renders; with these it stays under
// 400 MB for a few per cent of throughput. PORTAL_HEAP_MB raises the ceiling on a bigger machine.
const heapMb = Number(process.env.PORTAL_HEAP_MB) || 320;

export const NODE_FLAGS = [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4'];
