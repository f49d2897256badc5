// Settings: the host's attributes and config object, parsed into options, and facts
// about the device. Light.
export { parseConfigObject } from './config-object';
export { envState, setIsMobile } from './env';
export {
  allConfigIssues, optionsState, resetOptions, setCustomNetworks, setDocumentLang, setSettingsLayer, type Options,
} from './options';
export { parseBoolean, parseSettings, toSettingString, type ConfigIssue, type ParsedSettings, type SettingName } from './schema';
