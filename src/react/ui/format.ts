// Presentation helpers.

/** 0x1234…abcd: enough to recognise an address, short enough for a button. */
export function shortenAddress(address: string, lead = 6, tail = 4): string {
  if (address.length <= lead + tail + 1) return address;
  return `${address.slice(0, lead)}…${address.slice(-tail)}`;
}

/** Two hues from an address, for a generated avatar. */
export function avatarHues(address: string): [number, number] {
  let hash = 0;
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return [hash % 360, (hash >>> 9) % 360];
}

export { isSafeImageUrl } from '../../state/shared';
