// Settings: the host's attributes and config object, parsed into options, and facts
// about the device. Light.
export { parseConfigObject } from './config-object';
export { envState, setIsMobile } from './env';
export { parseHostMessages, type HostMessages, type HostMessagesInput } from './host-messages';
export { intlLocale, KNOWN_LOCALES, localeDirection, negotiateLocale, PSEUDO_LOCALE, SOURCE_LOCALE, type TextDirection } from './locale';
export {
  allConfigIssues,
  hostMessages,
  optionsState,
  setCustomNetworks,
  setDocumentLang,
  setHostMessages,
  setSettingsLayer,
  setSwapRouters,
  type Options,
} from './options';
export { parseSwapRouters } from './swap-routers';
export {
  parseBoolean,
  parseSettings,
  SOCIAL_PROVIDERS,
  toSettingString,
  type AuthProvider,
  type ConfigIssue,
  type ConnectSection,
  type EmbeddedAccountType,
  type SignInMode,
  type ToastPlacement,
  type ParsedSettings,
  type SettingName,
  type SocialProvider,
} from './schema';
export { SETTING_NAMES, SETTINGS, type SettingOptions, type SettingValue } from './table';
