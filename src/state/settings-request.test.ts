import { describe, expect, it } from 'vitest';
import { openSettings, settingsClosed, settingsRequest } from './settings-request';

describe('settingsRequest', () => {
  it('carries a request to open the settings at a section, until the dialog closes', () => {
    expect(settingsRequest).toMatchObject({ open: false, section: undefined });
    openSettings('local-model');
    expect(settingsRequest).toMatchObject({ open: true, section: 'local-model' });
    settingsClosed();
    expect(settingsRequest).toMatchObject({ open: false, section: undefined });
  });
});
