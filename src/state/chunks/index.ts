// Lazy chunks: the list of what loads when (./list.ts) and the named, error-reporting loaders' machinery.
// The state layer's loaders sit beside them, one file per group that no chunk of the group imports
// (the no-cycle check counts dynamic imports): ./features.ts, ./chain.ts, ./connection.ts, ./auth.ts, ./siwx.ts.
export { defineChunk, defineChunks, reportChunkError, withChunk, type ChunkLoader } from './load';
export { CHUNKS, WARM_CHUNKS, type ChunkInfo, type ChunkName } from './list';
