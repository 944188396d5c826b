// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { mockScrollViewport } from '../../engine/testing';
import * as stories from './Help.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);

let restoreLayout: () => void = () => undefined;
beforeEach(() => { restoreLayout = mockScrollViewport(900); });
afterEach(() => { cleanup(); restoreLayout(); vi.restoreAllMocks(); });

const settled = async (testId: string): Promise<HTMLElement> => {
  await waitFor(() => expect(screen.getByTestId(testId).dataset.state).not.toBe('loading'));
  return screen.getByTestId(testId);
};

describe('the help screens (stories over fixture answers)', () => {
  it('lists the FAQ by section and narrows it to a search, opening the matches', async () => {
    render(<S.Faq />);
    const faq = await settled('faq');
    expect(within(faq).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ranges and measures', 'Plans, billing and cancellation']);
    expect(faq.querySelectorAll('details')).toHaveLength(3);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the FAQ' }), { target: { value: 'hurst' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 question'));
    const shown = screen.getByTestId('faq').querySelectorAll('details');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.open).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the FAQ' }), { target: { value: 'nothing like this' } });
    expect(await screen.findByText('No question matches “nothing like this”.')).toBeTruthy();
  });

  it('shows the FAQ in German and searches it without accents', async () => {
    render(<S.FaqGerman />);
    await settled('faq');
    fireEvent.change(screen.getByRole('searchbox', { name: 'FAQ durchsuchen' }), { target: { value: 'kundige' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 Frage'));
    expect(screen.getByText('Wie kündige ich mein Abonnement?')).toBeTruthy();
  });

  it('says what went wrong', async () => {
    render(<S.FaqFailed />);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong: The server is not reachable');
    cleanup();
    render(<S.TutorialsFailed />);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong: The server is not reachable');
  });

  it('shows the tutorials as a grid of sandboxed video players with titles; members cannot edit', async () => {
    render(<S.Tutorials />);
    const grid = await screen.findByTestId('tutorials-grid');
    const frames = grid.querySelectorAll('iframe');
    expect([...frames].map((f) => f.title)).toEqual(['Getting started: your portfolio dashboard', 'Reading the short- and long-term ranges', 'Using the Hurst exponent']);
    expect(frames[0]!.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.queryByRole('button', { name: 'Edit videos' })).toBeNull();
  });

  it('lets a CMS manager edit the videos, refusing an address that is not a video player', async () => {
    render(<S.TutorialsForCmsManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit videos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    fireEvent.change(screen.getByLabelText('Title of video 4'), { target: { value: 'Alerts' } });
    fireEvent.change(screen.getByLabelText('Embed address of video 4 (YouTube or Vimeo)'), { target: { value: 'https://evil.example.com/x' } });
    expect(screen.getByRole('alert').textContent).toBe('Video 4: only YouTube or Vimeo embed addresses are allowed.');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Embed address of video 4 (YouTube or Vimeo)'), { target: { value: 'https://www.youtube.com/embed/abcDEF12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('The tutorials are saved.');
    const frames = screen.getByTestId('tutorials-grid').querySelectorAll('iframe');
    expect(frames).toHaveLength(4);
    expect(frames[3]!.src).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
  });

  it('edits FAQ entries in a side form opened from a row, and reloads the list when done', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<S.FaqEditor />);
    expect(await screen.findByText('What does the Hurst exponent tell me?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Entries' }).getAttribute('aria-pressed')).toBe('true');
    const row = screen.getByText('What does the Hurst exponent tell me?').closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const form = await screen.findByRole('complementary', { name: 'Editor: FAQ entries' });
    const question = within(form).getByLabelText(/Question/) as HTMLInputElement;
    expect(question.value).toBe('What does the Hurst exponent tell me?');
    fireEvent.change(question, { target: { value: 'What does the Hurst exponent say?' } });
    fireEvent.submit(form.querySelector('form')!);
    expect((await screen.findByRole('status')).textContent).toBe('Saved. The FAQ shows the change at once.');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(await screen.findByText('What does the Hurst exponent say?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sections' }));
    expect(await screen.findByText('Retired section')).toBeTruthy();
  });
});
