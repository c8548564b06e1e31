import type { OutputBundle, OutputChunk } from 'rolldown';

/** A chunk and every chunk it imports statically, by file name. */
export function chunkClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const queue = [start.fileName];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') continue;
    seen.add(name);
    queue.push(...chunk.imports);
  }
  return seen;
}
