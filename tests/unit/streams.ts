/**
 * A chunked request body (no Content-Length) that is made only as it is read, so a test can tell
 * how much of it the server pulled before refusing it.
 */
export function chunkedBody(totalBytes: number, chunkBytes = 64 * 1024, head?: Uint8Array) {
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - counter.pulled);
      const chunk = new Uint8Array(size).fill(0x61);
      // `head` opens the body (a file's signature, so a file endpoint reads on to its limit).
      if (head && counter.pulled === 0) chunk.set(head.subarray(0, size));
      counter.pulled += size;
      controller.enqueue(chunk);
    },
    cancel() {
      counter.cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { stream, counter };
}

/** RequestInit with a streamed body: Node's fetch needs `duplex: 'half'`, which lib.dom does not declare. */
export function streamedInit(init: RequestInit & { body: ReadableStream<Uint8Array> }): RequestInit {
  return { ...init, duplex: 'half' } as RequestInit;
}

export const MB = 1024 * 1024;
