// The email address rule checked before a code is asked for: one @, a local part and a dotted
// domain, no spaces, at most 254 characters (RFC 5321's path limit). The auth service checks
// again; this only spares a request that cannot succeed.

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/** Whether `email` (already trimmed) looks like an address a code can be sent to. */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= MAX_LOCAL_LENGTH && !/[\p{C}]/u.test(email);
}
