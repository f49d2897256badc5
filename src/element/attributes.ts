// The element's attributes: each setting's (state/settings/table.ts, where each is documented), and `open`.
import { SETTING_NAMES, SETTINGS, type SettingName } from '../state';

/** Attributes (kebab-case) → settings (camelCase properties), in the table's order. */
export const SETTING_ATTRIBUTES: Readonly<Record<string, SettingName>> = Object.fromEntries(
  SETTING_NAMES.map((setting) => [SETTINGS[setting].attribute, setting]),
);

/** `open` reflects whether the modal is open; setting it opens or closes. */
export const OPEN_ATTRIBUTE = 'open';

export function attributeOf(setting: SettingName): string {
  return SETTINGS[setting].attribute;
}
