// One page, one modal: every <wallet-modal> on a page is a button onto one
// shared state and one dialog. The owner, the first connected element still on
// the page, renders the dialog and dispatches the events that describe the
// shared state (so `document` hears each once); when it leaves the page the
// next one takes over. The first element's attributes are the settings.
import {
  applyAttributeSettings,
  configErrorEvent,
  newIssues,
  optionsState,
  parseSettings,
  watchState,
  type ConfigIssue,
  type Options,
  type ParsedSettings,
  type SettingName,
} from '../state';
import { bridgeStateChanges, bridgeStateEvents, dispatchError } from './event-bridge';

type RawSettings = Partial<Record<SettingName, string | null>>;

interface Member {
  element: HTMLElement;
  /** Reads all its setting attributes (applyElementAttributes). */
  applyAttributes(): void;
  /** This element now renders the dialog and dispatches the page's events (its predecessor left the page). */
  takeOver(): void;
  /** Renders the dialog (loads the modal's code first); only ever asked of the owner. */
  loadModal(): Promise<void>;
}

const members: Member[] = [];
let stopPage: (() => void) | undefined;
/** The attribute values the page's settings come from: the first element's, then each change the owner makes. */
let pageAttributes: RawSettings = {};

export const pageOwner = (): HTMLElement | undefined => members[0]?.element;

export const isPageOwner = (element: HTMLElement): boolean => pageOwner() === element;

/** Loads the modal into the owner's shadow root, whichever element showed the intent. */
export function loadPageModal(): Promise<void> {
  return members[0]?.loadModal() ?? Promise.resolve();
}

function leavePage(element: HTMLElement) {
  const index = members.findIndex((member) => member.element === element);
  if (index < 0) return;
  members.splice(index, 1);
  if (members.length === 0) {
    stopPage?.();
    stopPage = undefined;
    pageAttributes = {};
  } else if (index === 0) {
    members[0]?.takeOver();
  }
}

/** An element connected: it joins the page and its attributes are read (the first one starts the page's bridge). Returns the leave. */
export function joinPage(member: Member): () => void {
  if (!members.some(({ element }) => element === member.element)) members.push(member);
  if (stopPage) {
    member.applyAttributes();
  } else {
    // Configuration errors are reported; the initial configuration itself is not a change.
    const stopEvents = bridgeStateEvents(pageOwner);
    member.applyAttributes();
    const stops = [stopEvents, bridgeStateChanges(pageOwner), watchState()];
    stopPage = () => stops.forEach((stop) => stop());
  }
  return () => leavePage(member.element);
}

/** Settings that are the element's own rather than the page's: each element renders its own button, or none. */
const OWN_SETTINGS: ReadonlySet<SettingName> = new Set(['noButton']);

const canonical = (value: unknown): string =>
  JSON.stringify(value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).sort() : value);

/**
 * The attributes of an element that is not the owner which set a page setting to something else than the page has:
 * they are ignored (the first element's settings win), and reported.
 */
export function conflictingSettings(raw: RawSettings, parsed: ParsedSettings, page: Options): ConfigIssue[] {
  const conflicts: ConfigIssue[] = [];
  for (const [setting, value] of Object.entries(parsed) as [SettingName, unknown][]) {
    const given = raw[setting];
    if (given === null || given === undefined || value === undefined || OWN_SETTINGS.has(setting)) continue;
    if (canonical(value) !== canonical(page[setting])) conflicts.push({ setting, value: given, reason: 'conflictingElement' });
  }
  return conflicts;
}

/**
 * An element's setting attributes: all of them on connecting, or the one that `changed`. The owner's become the
 * page's settings (the first element's, all of them; a later owner's, those it changes, so the settings stay when
 * an owner leaves). Another element's malformed or differing ones are ignored, and reported once, from it.
 * `reported`: the element's issues already reported (as the owner, the page's are); returns its issues now.
 */
export function applyElementAttributes(
  element: HTMLElement,
  raw: RawSettings,
  changed: SettingName | undefined,
  reported: readonly ConfigIssue[],
): ConfigIssue[] {
  if (isPageOwner(element)) {
    pageAttributes = changed ? { ...pageAttributes, [changed]: raw[changed] } : raw;
    applyAttributeSettings(pageAttributes);
    return [...optionsState.issues.attributes];
  }
  const { settings, issues } = parseSettings(raw);
  const ignored = [...issues, ...conflictingSettings(raw, settings, optionsState.options)];
  for (const issue of newIssues(reported, ignored)) dispatchError(() => element, configErrorEvent(issue));
  return ignored;
}
