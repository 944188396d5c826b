// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../../engine/testing';
import type { BlogCommentDraft } from '../../../contracts';
import { draftFixture } from '../testing/commentFixtures';
import { CommentComposer } from './CommentComposer';

afterEach(() => { cleanup(); vi.useRealTimers(); });

const box = (): HTMLTextAreaElement => screen.getByRole('textbox', { name: 'Your comment' });
const type = (value: string): void => { fireEvent.change(box(), { target: { value } }); };
const button = (name: string): HTMLButtonElement => screen.getByRole('button', { name });
/** Lets the composer's promises settle (saves and submits answer in a microtask here). */
const settle = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });

describe('the comment composer (document 4 section 5)', () => {
  it('counts "n / 1000", turns to the warning colour at 90 % and to the error colour at 100 %', () => {
    renderWithI18n(<CommentComposer mode="new" submit={async () => true} />);
    const counter = screen.getByTestId('comment-counter');
    expect(counter.textContent).toBe('0 / 1000');
    type('  SPY at the low  ');
    expect(counter.textContent).toBe('14 / 1000');
    expect(counter.className).toContain('comment-counter--ok');
    type('x'.repeat(899));
    expect(counter.className).toContain('comment-counter--ok');
    type('x'.repeat(900));
    expect(counter.className).toContain('comment-counter--warning');
    type('x'.repeat(1000));
    expect(counter.className).toContain('comment-counter--error');
    expect(button('Post Comment').disabled).toBe(false);
  });

  it('refuses an empty and a too long comment with the messages and tooltips; Save Draft is disabled then too', () => {
    const submit = vi.fn(async () => true);
    renderWithI18n(<CommentComposer mode="new" submit={submit} saveDraft={vi.fn()} />);
    expect(button('Post Comment').disabled).toBe(true);
    expect(button('Save Draft').disabled).toBe(true);
    expect(button('Post Comment').parentElement!.title).toBe('Please enter a comment');
    type('   ');
    expect(button('Post Comment').disabled).toBe(true);
    // Ctrl+Enter on an empty text names the problem and sends nothing.
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(screen.getByRole('alert').textContent).toBe('Comment cannot be empty');
    type('x'.repeat(1001));
    expect(screen.getByRole('alert').textContent).toBe('Comment cannot exceed 1000 characters');
    expect(button('Post Comment').parentElement!.title).toBe('Comment is too long');
    expect(button('Save Draft').disabled).toBe(true);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    type('Fine now');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Post Comment').parentElement!.title).toMatch(/^Press (Ctrl|Cmd)\+Enter to submit$/);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed text with Ctrl+Enter (and Cmd+Enter) and empties the box after a post', async () => {
    const submit = vi.fn(async () => true);
    renderWithI18n(<CommentComposer mode="new" submit={submit} />);
    type('  The range holds.  ');
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    await settle();
    expect(submit).toHaveBeenCalledWith('The range holds.', 'username', null);
    expect(box().value).toBe('');
    type('And again.');
    fireEvent.keyDown(box(), { key: 'Enter', metaKey: true });
    await settle();
    expect(submit).toHaveBeenLastCalledWith('And again.', 'username', null);
    // Enter alone is a new line, not a post.
    type('Two lines');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await settle();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('keeps the text when the post failed, to try again', async () => {
    renderWithI18n(<CommentComposer mode="new" submit={async () => false} />);
    type('This one is refused');
    fireEvent.click(button('Post Comment'));
    await settle();
    expect(box().value).toBe('This one is refused');
  });

  it('saves a draft 1 s after the last change, only when the text differs from the last saved one', async () => {
    vi.useFakeTimers();
    const saveDraft = vi.fn(async (text: string): Promise<BlogCommentDraft> => draftFixture({ commentId: 31, text, preview: text }));
    renderWithI18n(<CommentComposer mode="new" submit={async () => true} saveDraft={saveDraft} />);
    type('Half');
    act(() => { vi.advanceTimersByTime(600); });
    type('Half a thought');
    act(() => { vi.advanceTimersByTime(999); });
    expect(saveDraft).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft).toHaveBeenLastCalledWith('Half a thought', null, 'username');
    expect(screen.getByRole('status').textContent).toMatch(/^Draft saved at /);
    // The same text again: nothing to save. A change: the same draft is saved again.
    type('Half a thought ');
    type('Half a thought');
    act(() => { vi.advanceTimersByTime(1000); });
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    type('Half a thought about QQQ');
    act(() => { vi.advanceTimersByTime(1000); });
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(saveDraft).toHaveBeenLastCalledWith('Half a thought about QQQ', 31, 'username');
  });

  it('saves at once with Save Draft, says when saving failed, and posts the draft it continues', async () => {
    const saveDraft = vi.fn(async (): Promise<BlogCommentDraft> => { throw new Error('offline'); });
    const submit = vi.fn(async () => true);
    renderWithI18n(<CommentComposer mode="new" submit={submit} saveDraft={saveDraft} draft={draftFixture({ commentId: 9, text: 'Half a thought about QQQ' })} names={{ username: 'anna', fullname: 'Anna Berg' }} />);
    expect(box().value).toBe('Half a thought about QQQ');
    type('Half a thought about QQQ and TLT');
    fireEvent.click(button('Save Draft'));
    await settle();
    expect(saveDraft).toHaveBeenCalledWith('Half a thought about QQQ and TLT', 9, 'username');
    expect(screen.getByRole('status').textContent).toBe('The draft could not be saved.');
    // The name shown: the author's choice.
    fireEvent.change(screen.getByRole('combobox', { name: /Show my name as/ }), { target: { value: 'fullname' } });
    fireEvent.click(button('Post Comment'));
    await settle();
    expect(submit).toHaveBeenCalledWith('Half a thought about QQQ and TLT', 'fullname', 9);
  });

  it('edits without drafts: the text to change, Save and Cancel', async () => {
    const submit = vi.fn(async () => true);
    const cancel = vi.fn();
    renderWithI18n(<CommentComposer mode="edit" initialText="Old text" submit={submit} cancel={cancel} />);
    const editBox = screen.getByRole('textbox', { name: 'Edit your comment' }) as HTMLTextAreaElement;
    expect(editBox.value).toBe('Old text');
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    fireEvent.change(editBox, { target: { value: 'New text' } });
    fireEvent.click(button('Save'));
    await settle();
    expect(submit).toHaveBeenCalledWith('New text', 'username', null);
    fireEvent.click(button('Cancel'));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
