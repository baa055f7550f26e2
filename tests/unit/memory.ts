import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * What JavaScript still holds once garbage is collected: its heap and the buffers it allocated (a body
 * read into memory would be there). Not the resident size, which keeps freed pages with the allocator,
 * nor `external`: both include the in-memory database's WebAssembly memory, which grows with its rows
 * and never shrinks, whatever the code under test does. Jest does not expose gc; V8 lends it to a new
 * context.
 */
export function javascriptMemory(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
