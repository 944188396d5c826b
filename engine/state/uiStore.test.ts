import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../data/testing/fakeFetch';
import { UiStore } from './uiStore';

describe('UiStore', () => {
  it('queues alerts, shows one at a time and drops a repeat of the last one', () => {
    const ui = new UiStore(memoryStorage());
    const a = ui.showAlert({ key: 'common:errors.sessionExpired' });
    expect(ui.showAlert({ key: 'common:errors.sessionExpired' })).toBe(a);
    ui.showAlert({ text: 'Second' }, { text: 'Title' });
    expect(ui.alerts).toHaveLength(2);
    expect(ui.currentAlert?.message).toEqual({ key: 'common:errors.sessionExpired' });
    ui.dismissAlert(a);
    expect(ui.currentAlert).toMatchObject({ message: { text: 'Second' }, title: { text: 'Title' } });
    ui.dismissAlert();
    expect(ui.currentAlert).toBeNull();
  });

  it('the version dialog: Update Later hides it; it may come back only after more than 10 minutes', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const ui = new UiStore(storage, () => now);
    ui.offerNewVersion();
    expect(ui.versionDialogOpen).toBe(true);
    ui.snoozeVersionDialog();
    expect(ui.versionDialogOpen).toBe(false);
    now += 10 * 60_000;
    ui.offerNewVersion();
    expect(ui.versionDialogOpen).toBe(false);
    // A reload keeps the snooze.
    const reloaded = new UiStore(storage, () => now);
    reloaded.offerNewVersion();
    expect(reloaded.versionDialogOpen).toBe(false);
    now += 1;
    ui.offerNewVersion();
    expect(ui.versionDialogOpen).toBe(true);
  });

  it("the snooze is the product's to set", () => {
    let now = 1_000_000;
    const ui = new UiStore(memoryStorage(), () => now, 60_000);
    ui.offerNewVersion();
    ui.snoozeVersionDialog();
    now += 60_001;
    ui.offerNewVersion();
    expect(ui.versionDialogOpen).toBe(true);
  });

  it('counts loading requests; each release counts once', () => {
    const ui = new UiStore(memoryStorage());
    const done = ui.beginLoading();
    const other = ui.beginLoading();
    done();
    done();
    expect(ui.loading).toBe(true);
    other();
    expect(ui.loading).toBe(false);
  });
});
