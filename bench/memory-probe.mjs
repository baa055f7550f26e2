/**
 * Loaded into the portal server by the bench (NODE_OPTIONS=--import): on SIGUSR2 it writes what
 * holds the process's memory to BENCH_MEMORY_FILE. `arrayBuffers` holds PGlite's WebAssembly
 * memory (a WebAssembly.Memory is an ArrayBuffer); the V8 heap is the JavaScript objects.
 */
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const usage = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...usage, heapLimit: heap.heap_size_limit }));
  });
}
