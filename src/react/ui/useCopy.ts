import { useCallback, useEffect, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and reports how it went; the status resets when `text` changes. */
export function useCopy(text: string | undefined): [CopyStatus, () => Promise<void>] {
  const [status, setStatus] = useState<CopyStatus>('idle');
  useEffect(() => setStatus('idle'), [text]);
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(text ?? '');
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }, [text]);
  return [status, copy];
}
