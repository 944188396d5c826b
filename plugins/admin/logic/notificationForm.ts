import type { NotificationAudience } from '../../../contracts';

/** The notification admin's compose form (plugins/admin/screens/NotificationAdminScreen.tsx). */
export interface ComposeForm {
  title: string;
  content: string;
  audience: NotificationAudience;
  plan: string;
  username: string;
  send: 'now' | 'schedule' | 'draft';
  /** The datetime-local input's value (the browser's local time). */
  scheduledAt: string;
}

export type ComposeProblem = 'noTitle' | 'noContent' | 'noPlan' | 'noUsername' | 'noTime' | 'pastTime';

/** What keeps the form from being sent (the server checks the same and answers 400), or null. */
export function composeProblem(form: ComposeForm, now: Date): ComposeProblem | null {
  if (!form.title.trim()) return 'noTitle';
  if (!form.content.trim()) return 'noContent';
  if (form.audience === 'plan' && !form.plan) return 'noPlan';
  if (form.audience === 'user' && !form.username.trim()) return 'noUsername';
  if (form.send === 'schedule') {
    const at = form.scheduledAt ? new Date(form.scheduledAt) : null;
    if (!at || Number.isNaN(at.getTime())) return 'noTime';
    if (at.getTime() <= now.getTime()) return 'pastTime';
  }
  return null;
}
