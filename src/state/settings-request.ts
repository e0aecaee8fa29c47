/**
 * Asks the page header to open the settings dialog. The header owns the
 * dialog; a feature deep in a page (the studio's offer of a local model
 * beside a skeleton deck) only raises this flag, so features need not know
 * each other.
 */
import { proxy } from 'valtio';

export type SettingsSection = 'local-model';

export const settingsRequest = proxy({ open: false, section: undefined as SettingsSection | undefined });

/** Opens the settings dialog, scrolled to `section` when given. */
export function openSettings(section?: SettingsSection): void {
  settingsRequest.section = section;
  settingsRequest.open = true;
}

/** The dialog was closed. */
export function settingsClosed(): void {
  settingsRequest.open = false;
  settingsRequest.section = undefined;
}
