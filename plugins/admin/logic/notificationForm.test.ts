import { describe, expect, it } from 'vitest';
import { composeProblem, type ComposeForm } from './notificationForm';

const NOW = new Date('2026-11-27T10:00:00');
const form = (over: Partial<ComposeForm> = {}): ComposeForm => ({
  title: 'Hello', content: 'World', audience: 'all', plan: '', username: '', send: 'now', scheduledAt: '', ...over,
});

describe('the notification compose form', () => {
  it('needs a title, a message, the plan or the user of its audience', () => {
    expect(composeProblem(form(), NOW)).toBeNull();
    expect(composeProblem(form({ title: '  ' }), NOW)).toBe('noTitle');
    expect(composeProblem(form({ content: '' }), NOW)).toBe('noContent');
    expect(composeProblem(form({ audience: 'plan' }), NOW)).toBe('noPlan');
    expect(composeProblem(form({ audience: 'plan', plan: 'elite' }), NOW)).toBeNull();
    expect(composeProblem(form({ audience: 'user', username: ' ' }), NOW)).toBe('noUsername');
  });

  it('needs a time in the future to schedule', () => {
    expect(composeProblem(form({ send: 'schedule' }), NOW)).toBe('noTime');
    expect(composeProblem(form({ send: 'schedule', scheduledAt: 'soon' }), NOW)).toBe('noTime');
    expect(composeProblem(form({ send: 'schedule', scheduledAt: '2026-11-27T09:59' }), NOW)).toBe('pastTime');
    expect(composeProblem(form({ send: 'schedule', scheduledAt: '2026-11-27T10:05' }), NOW)).toBeNull();
    expect(composeProblem(form({ send: 'draft', scheduledAt: '2020-01-01T00:00' }), NOW)).toBeNull();
  });
});
