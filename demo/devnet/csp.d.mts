import type { DevnetUrls } from './index.mjs';

/** The strict Content Security Policy README "Security" documents, for these services. */
export function strictPolicy(urls: DevnetUrls): string;
