import type { EngineUser, SessionStore, UserSettings } from './sessionStore';
import type { DataRequest } from '../data/dataProvider';

/**
 * The account calls of the shell (docs/api.md), each updating the session on success. Failures
 * pass the error catalogue (through `api`) and are answered as `false` or `null`, so that the
 * dialog that asked can show its own message.
 *
 * @example await account.saveSettings({ darkMode: true }) // applied at once, saved to the server
 */
export class AccountActions {
  constructor(
    private readonly session: SessionStore,
    private readonly api: DataRequest,
  ) {}

  /** Applies the settings at once and saves them with `POST /userData {settings}`; reverts on failure. */
  async saveSettings(patch: UserSettings): Promise<boolean> {
    const before: UserSettings = {};
    for (const key of Object.keys(patch)) before[key] = this.session.settings[key];
    this.session.patchSettings(patch);
    try {
      await this.api('/userData', { body: { settings: patch } });
      return true;
    } catch {
      // Put back what this call changed, unless the user has changed it again meanwhile.
      const revert: UserSettings = {};
      for (const key of Object.keys(patch)) if (this.session.settings[key] === patch[key]) revert[key] = before[key];
      if (this.session.user) this.session.patchSettings(revert);
      return false;
    }
  }

  async acknowledgeNotification(notificationId: number): Promise<boolean> {
    try {
      await this.api('/acknowledgeNotification', { body: { notificationId } });
      this.session.dropNotification(notificationId);
      return true;
    } catch {
      return false;
    }
  }

  /** 'Allow' or 'No thanks' of the email opt-in dialog. */
  async answerEmailOptIn(allow: boolean): Promise<boolean> {
    try {
      await this.api(allow ? '/acceptEmailOptIn' : '/declineEmailOptIn', { method: 'POST' });
      this.session.setUiFlag('show_mail_opt_in_dialog', false);
      if (this.session.user) this.session.setUser({ ...this.session.user, emailOptIn: allow });
      return true;
    } catch {
      return false;
    }
  }

  /** The intro's two confirmations; the answer is the user object without the Intro module. */
  async verifyIntro(noFinancialAdvise: boolean, willNotShare: boolean): Promise<boolean> {
    try {
      const user = await this.api<EngineUser>('/verifyIntro', { body: { noFinancialAdvise, willNotShare } });
      this.session.setUser(user);
      return true;
    } catch {
      return false;
    }
  }
}
