// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './BlogEditor.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);

afterEach(() => { cleanup(); });

const settled = async (): Promise<HTMLElement> => {
  await waitFor(() => expect(screen.getByTestId('blog-cms').dataset.state).toBe('ready'));
  return screen.getByTestId('blog-cms');
};

describe('the blog editor screen (stories over fixture answers)', () => {
  it('lists every article with its state, audience and version, and opens one in the editor with its content', async () => {
    render(<S.ArticleList />);
    const cms = await settled();
    const rows = within(cms).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['Where $SPY meets its range & what to do', 'Published', 'Blog (everyone)'],
      ['Gamma levels for the week', 'Draft', 'Blog (everyone)'],
      ['Plan for the week', 'Published', 'Elite trading plan'],
    ]);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('article-form');
    expect((within(form).getByLabelText('Title', { exact: true }) as HTMLInputElement).value).toBe('Where $SPY meets its range & what to do');
    const editor = await within(form).findByTestId('article-editor');
    expect(editor.textContent).toContain('Today $SPY trades near the bottom of its range');
    // The video in the editor is a youtube-nocookie frame with a name for screen readers.
    const frame = editor.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE/);
    expect(frame.getAttribute('title')).toBe('YouTube video');
    expect(within(form).getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Unpublish (to draft)' })).toBeTruthy();
  });

  it('shows the versions of an article and the preview as the readers will get it', async () => {
    render(<S.EditPublishedArticle />);
    const form = await screen.findByTestId('article-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Versions (3)' }));
    const versions = await within(form).findByRole('table');
    expect(within(versions).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['3', '2', '1']);
    fireEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await within(form).findByTestId('article-preview');
    expect(within(preview).getByRole('heading', { level: 3, name: 'Where $SPY meets its range & what to do' })).toBeTruthy();
    expect(preview.querySelector('[data-ticker=SPY]')).not.toBeNull();
    // The preview shows while the form is what it shows: a changed title hides it, the old title brings it back.
    const title = within(form).getByLabelText('Title', { exact: true });
    fireEvent.change(title, { target: { value: 'Another title' } });
    expect(within(form).queryByTestId('article-preview')).toBeNull();
    fireEvent.change(title, { target: { value: 'Where $SPY meets its range & what to do' } });
    expect(within(form).getByTestId('article-preview')).toBeTruthy();
  });

  it('keeps Preview, Save draft and Publish disabled until the new article has a title and content', async () => {
    render(<S.NewArticle />);
    const form = await screen.findByTestId('article-form');
    for (const name of ['Preview', 'Save draft', 'Publish']) expect((within(form).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).getByTestId('form-problem').textContent).toBe('Please enter a title.');
    fireEvent.change(within(form).getByLabelText('Title', { exact: true }), { target: { value: 'Levels for the week' } });
    expect(within(form).getByTestId('form-problem').textContent).toBe('Please write the article.');
  });

  it('says when the list could not be loaded, and when there is nothing yet', async () => {
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toContain('The database is not reachable');
    cleanup();
    render(<S.NoArticles />);
    expect(await screen.findByText('There are no articles yet.')).toBeTruthy();
  });
});
