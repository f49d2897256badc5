// Each setting is also a camelCase property that reflects to its attribute.
import { optionsState, toSettingString, type SettingName } from '../state';
import { attributeOf } from './attributes';

/** Defines the setting properties on the element's prototype. */
export function defineSettingProperties(prototype: HTMLElement, settings: readonly SettingName[]) {
  for (const setting of settings) {
    Object.defineProperty(prototype, setting, {
      configurable: true,
      enumerable: true,
      get() {
        return optionsState.layers.attributes[setting] ?? optionsState.options[setting as keyof typeof optionsState.options];
      },
      set(this: HTMLElement, value: unknown) {
        const attribute = attributeOf(setting);
        const text = toSettingString(setting, value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }
}
