// Settings: the host's attributes and config object, parsed into options, and facts
// about the device. Light.
export { parseConfigObject } from './config-object';
export { envState, setIsMobile } from './env';
export {
  allConfigIssues, optionsState, resetOptions, setCustomNetworks, setDocumentLang, setSettingsLayer,
} from './options';
export { type ConfigIssue, parseSettings, type SettingName, toSettingString } from './schema';
