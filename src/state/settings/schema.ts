// Parsing and validation of the element's settings (attributes and `config`), row by row of ./table.ts.
// Pure: a malformed value yields an issue, never an exception.
import { parseBoolean, type ConfigIssue, type Result } from './parsers';
import { SETTINGS, type ParsedSettings, type SettingName } from './table';

export {
  parseBoolean,
  SOCIAL_PROVIDERS,
  type AuthProvider,
  type ConfigIssue,
  type ConnectSection,
  type EmbeddedAccountType,
  type SignInMode,
  type SocialProvider,
  type ToastPlacement,
} from './parsers';
export type { ParsedSettings, SettingName } from './table';

/** The string form of a setting's value, as an attribute holds it (null: absent). */
export function toSettingString(setting: SettingName, value: unknown): string | null {
  const { form } = SETTINGS[setting].parser;
  if (form === 'flag') return value === true || value === '' || value === 'true' ? '' : null;
  if (form === 'flagOn') return value === undefined || value === null ? null : value === false || value === 'false' ? 'false' : '';
  if (value === undefined || value === null || value === false) return null;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([id, url]) => `${id}=${String(url)}`)
      .join(' ');
  }
  return String(value);
}

/** Parses one setting from its string form. */
export function parseSetting(name: SettingName, raw: string | null): Result<ParsedSettings[SettingName]> {
  const parser: (typeof SETTINGS)[SettingName]['parser'] = SETTINGS[name].parser;
  if (parser.form === 'flag') return { value: parseBoolean(raw) };
  if (parser.form === 'flagOn') return { value: raw === null ? undefined : parseBoolean(raw) };
  if (raw !== null && raw.trim() === '' && parser.emptyMeansNone) return { value: [] };
  if (raw === null || raw.trim() === '') return { value: undefined };
  return parser.parse(raw);
}

/** Parses a set of raw settings; bad values are dropped and reported. */
export function parseSettings(raw: Partial<Record<SettingName, string | null>>) {
  const settings: ParsedSettings = {};
  const issues: ConfigIssue[] = [];
  for (const [name, value] of Object.entries(raw) as [SettingName, string | null][]) {
    const result = parseSetting(name, value);
    if ('issue' in result) issues.push({ setting: name, value: result.at ?? String(value), reason: result.issue });
    else (settings as Record<string, unknown>)[name] = result.value;
  }
  return { settings, issues };
}
