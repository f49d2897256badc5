export { loadChunk, reportChunkError, withChunk } from './load';
