// Types for the offline Verify stand-in, used by the TypeScript end-to-end tests.
import type { Page } from '@playwright/test';

export const VERIFY_ATTESTATION_FRAME: RegExp;
export function attestationFrame(frameUrl: string): string;
export function answerVerifyOffline(page: Page): Promise<void>;
