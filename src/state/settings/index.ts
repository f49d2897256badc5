// Settings: the host's attributes and config object, parsed into options, and facts
// about the device. Light.
export { parseConfigObject } from './config-object';
export { envState, setIsMobile } from './env';
export {
  allConfigIssues, optionsState, resetOptions, setCustomNetworks, setDocumentLang, setSettingsLayer, type Options,
} from './options';
export {
  parseBoolean, parseSettings, SOCIAL_PROVIDERS, toSettingString,
  type AuthProvider, type ConfigIssue, type EmbeddedAccountType, type ParsedSettings, type SettingName, type SocialProvider,
} from './schema';
