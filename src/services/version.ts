/** The element's version: its definition guard and the `sv` parameter every service call carries. Keep in step with package.json (a test checks). */
export const SDK_VERSION = '0.1.0';

/** Sent as `st` on every service call (registry, blockchain service, analytics). */
export const SDK_TYPE = 'wallet-modal';
