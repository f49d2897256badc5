// Base58 (Bitcoin's alphabet), as version 4's Solana messages carry bytes. Small and quadratic:
// the longest text is a transaction of 1,232 bytes.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes `text` encodes; undefined when it is not base58. */
export function fromBase58(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const character of text) {
    let carry = ALPHABET.indexOf(character);
    if (carry < 0) return undefined;
    for (let index = 0; index < bytes.length; index += 1) {
      carry += (bytes[index] ?? 0) * 58;
      bytes[index] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}

export function toBase58(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let index = 0; index < digits.length; index += 1) {
      carry += (digits[index] ?? 0) << 8;
      digits[index] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  const leading = '1'.repeat(zeros < 0 ? bytes.length : zeros);
  return (
    leading +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  );
}
