// The relay's memory: which client listens to which topic, and every message
// published to a topic, kept until its TTL runs out so late subscribers get it.
import { createHash } from 'node:crypto';

/** The id clients compute themselves for a subscription: sha256(topic + clientId), hex. */
export function subscriptionId(topic, clientId) {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex');
}

export class Mailbox {
  /** @type {Map<string, {subscribers: Set<string>, messages: Array<StoredMessage>}>} */
  #topics = new Map();
  #now;

  /** @param {{now?: () => number}} [options]  the clock TTLs are counted on */
  constructor({ now = Date.now } = {}) {
    this.#now = now;
  }

  #topic(topic) {
    let entry = this.#topics.get(topic);
    if (!entry) {
      entry = { subscribers: new Set(), messages: [] };
      this.#topics.set(topic, entry);
    }
    return entry;
  }

  #dropExpired(entry) {
    const now = this.#now();
    entry.messages = entry.messages.filter((stored) => stored.expiresAt > now);
  }

  /** Subscribes; returns the stored messages this client has not had yet, oldest first. */
  subscribe(clientId, topic) {
    const entry = this.#topic(topic);
    entry.subscribers.add(clientId);
    return this.pending(clientId, topic);
  }

  isSubscribed(clientId, topic) {
    return this.#topics.get(topic)?.subscribers.has(clientId) ?? false;
  }

  unsubscribe(clientId, topic) {
    this.#topics.get(topic)?.subscribers.delete(clientId);
  }

  /** Stored messages on `topic` that `clientId` did not publish and has not been handed. */
  pending(clientId, topic) {
    const entry = this.#topics.get(topic);
    if (!entry) return [];
    this.#dropExpired(entry);
    return entry.messages.filter((stored) => stored.from !== clientId && !stored.handedTo.has(clientId));
  }

  /** Stores a message; returns it and the subscribers (other than the sender) to hand it to. */
  publish({ from, topic, message, ttl, tag, attestation }) {
    const entry = this.#topic(topic);
    this.#dropExpired(entry);
    const publishedAt = this.#now();
    /** @typedef {{topic: string, message: string, publishedAt: number, expiresAt: number, tag: number, attestation?: string, from: string, handedTo: Set<string>}} StoredMessage */
    const stored = { topic, message, publishedAt, expiresAt: publishedAt + ttl * 1000, tag, attestation, from, handedTo: new Set() };
    entry.messages.push(stored);
    const recipients = [...entry.subscribers].filter((clientId) => clientId !== from);
    return { stored, recipients };
  }

  stats() {
    let stored = 0;
    let subscriptions = 0;
    for (const entry of this.#topics.values()) {
      this.#dropExpired(entry);
      stored += entry.messages.length;
      subscriptions += entry.subscribers.size;
    }
    return { topics: this.#topics.size, subscriptions, stored };
  }
}
