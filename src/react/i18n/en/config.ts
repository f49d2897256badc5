// English text of configuration issues (the `debug` notice and the `error` event's message).
export const configMessages = {
  'config.title': 'Invalid configuration',
  'config.invalidApp.title': 'Invalid App Configuration',
  'config.invalidApp.origin': 'This page’s origin, {origin}, is not on the project’s allowlist: add it in the project settings.',
  'config.invalidApp.analytics':
    'The analytics service refused this project (HTTP 403): this page’s origin is not on the project’s allowlist.',
  'config.ignored': '{setting}="{value}" was ignored: {reason}',
  'config.reason.unknownTheme': 'the theme must be dark, light or system.',
  'config.reason.invalidNetwork': 'not a CAIP-2 network id (namespace:reference).',
  'config.reason.unsupportedNamespace': 'only eip155 and solana networks are supported.',
  'config.reason.invalidUrl': 'not a valid absolute URL.',
  'config.reason.insecureUrl': 'plain http: or ws: is allowed only on loopback (127.0.0.1, localhost); use https: or wss:.',
  'config.reason.invalidRpcUrls': 'expected space-separated caip2=url pairs.',
  'config.reason.unknownFeature': 'features are onramp, swaps, receive, send, history and names.',
  'config.reason.unknownConnectSection': 'connect-order lists wallets, email and social.',
  'config.reason.unknownSocial': 'socials are google, x, discord, farcaster, github, apple and facebook.',
  'config.reason.unknownAccountType': 'account-type is smartAccount or eoa.',
  'config.reason.unknownSignInMode': 'signin is required or optional.',
  'config.reason.unknownToasts': 'toasts is bottom-end, bottom-start, top-end, top-start or off.',
  'config.reason.invalidLang': 'not a BCP-47 language tag.',
  'config.reason.invalidNameZone': 'not a zone like reown.id.',
  'config.reason.invalidMessages': 'expected tags, each with strings.',
  'config.reason.invalidSwapRouters': 'expected CAIP-2 eip155 network ids, each with a list of contract addresses.',
  'config.reason.emptyNetworks': 'at least one network is needed.',
  'config.reason.invalidConfig': 'the config property must be an object.',
  'config.reason.conflictingElement':
    'every <wallet-modal> on this page shares the settings of the first one connected, which sets it differently.',
} as const;
