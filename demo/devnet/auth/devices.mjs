// New-device approval for the secure-site email sign-in: an email account remembers the devices (the
// frame's random device id) that completed a sign-in; a known address on an unknown device gets a mail
// with an approval link first, and its sign-in code only once the link's page is approved.
import { randomBytes } from 'node:crypto';
import { AuthError } from './errors.mjs';

export const DEVICE_LINK_TTL_MS = 15 * 60_000;
const DEVICE = /^[A-Za-z0-9_-]{16,64}$/;

/** The device id, or a 4000 AuthError. */
export function deviceOf(value) {
  if (typeof value !== 'string' || !DEVICE.test(value)) throw new AuthError(4000, 'device must be a device id');
  return value;
}

/**
 * @param {{clock: {now: () => number}, authUrl: string,
 *   codes: {start: (email: string, options?: {afterApproval?: boolean}) => unknown, deliver: (mail: object) => void}}} options
 */
export function createDevices({ clock, authUrl, codes }) {
  /** account key → the device ids that signed in */
  const known = new Map();
  /** link token → {key, email, device, expiresAt, status: 'pending' | 'approved' | 'denied'} */
  const links = new Map();

  const latestLink = (key, device) => [...links.values()].reverse().find((link) => link.key === key && link.device === device);

  return {
    isKnown: (key, device) => known.get(key)?.has(device) ?? false,
    remember(key, device) {
      if (!known.has(key)) known.set(key, new Set());
      known.get(key).add(device);
    },
    /** Mails `email` a link that approves `device` for the account `key`. */
    ask(key, email, device) {
      const token = randomBytes(16).toString('hex');
      links.set(token, { key, email, device, expiresAt: clock.now() + DEVICE_LINK_TTL_MS, status: 'pending' });
      const link = `${authUrl}/device/approve?token=${token}`;
      codes.deliver({
        to: email,
        subject: 'Approve your new device',
        text: `Someone is signing in on a new device. If it is you, approve it: ${link}`,
        link,
      });
    },
    /** 'pending', 'approved', 'denied' or 'expired' for the latest link of (`key`, `device`); 4040 with none. */
    status(key, device) {
      const link = latestLink(key, device);
      if (!link) throw new AuthError(4040, 'No device approval was asked');
      return link.status === 'pending' && clock.now() >= link.expiresAt ? 'expired' : link.status;
    },
    /** The pending link of `token` (for its page), if any and not expired. */
    page(token) {
      const link = typeof token === 'string' ? links.get(token) : undefined;
      return link && link.status === 'pending' && clock.now() < link.expiresAt ? link : undefined;
    },
    /** The page's answer: approving sends the sign-in code. */
    answer(link, approve) {
      link.status = approve ? 'approved' : 'denied';
      if (approve) codes.start(link.email, { afterApproval: true });
    },
  };
}
