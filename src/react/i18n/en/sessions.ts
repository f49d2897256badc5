// English strings for connections on both namespaces at once.
export const sessionsMessages = {
  'account.switchNamespace': 'Switch to {network}',
  'account.otherConnected': 'Also connected',
} as const;
