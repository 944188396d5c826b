import type { Meta, StoryObj } from '@storybook/react';
import { useCallback } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SignedInFrame } from '../summary';
import { ArticleEditor } from './components/ArticleEditor';
import BlogEditorScreen from './screens/BlogEditorScreen';
import { ARTICLES, blogEditorProvider, type EditorStoryAnswer } from './testing/editorFixtures';
import './blog.css';

/** A CMS manager (one array, so that the frame keeps its services across renders). */
const CMS_MODULES = ['CMSManager'] as const;

type Part = 'screen' | 'newArticle' | 'editArticle';

interface BlogEditorStoryProps {
  part: Part;
  answer?: EditorStoryAnswer;
  language?: 'en' | 'de';
}

/** /dashboard/blog-editor for a CMS manager: the article list and the TipTap editor, over fixture answers. */
function BlogEditor({ part, answer = 'fixture', language = 'en' }: BlogEditorStoryProps) {
  const provider = useCallback(() => blogEditorProvider(answer), [answer]);
  const noop = useCallback(() => undefined, []);
  let content;
  if (part === 'screen') content = <BlogEditorScreen />;
  else if (part === 'newArticle') content = <div className="blog-cms"><ArticleEditor authorName="democms" onSaved={noop} onClose={noop} /></div>;
  else content = <div className="blog-cms"><ArticleEditor article={ARTICLES[0]} authorName="democms" onSaved={noop} onClose={noop} /></div>;
  return (
    <SignedInFrame provider={provider} plan="elite" extraModules={CMS_MODULES} language={language}>
      <MemoryRouter initialEntries={['/dashboard/blog-editor']}>{content}</MemoryRouter>
    </SignedInFrame>
  );
}

const meta: Meta<typeof BlogEditor> = {
  title: 'Plugins/Blog editor',
  component: BlogEditor,
  args: { part: 'screen' },
};
export default meta;

type Story = StoryObj<typeof BlogEditor>;

/** The CMS list: every article in every state with its audience, last change and version; New article, Edit, Delete. */
export const ArticleList: Story = {};

/** The same in German. */
export const ArticleListGerman: Story = { args: { language: 'de' }, globals: { language: 'de' } };

/** No articles yet. */
export const NoArticles: Story = { args: { answer: 'empty' } };

/** While the list loads. */
export const Loading: Story = { args: { answer: 'pending' } };

/** The list could not be loaded: the reason. */
export const Failed: Story = { args: { answer: 'failed' } };

/** A new article: the empty fields, the rich-text toolbar and the buttons disabled until there is a title and content. */
export const NewArticle: Story = { args: { part: 'newArticle' } };

/** Editing a published article with a $SPY mention, a list and a YouTube video in the editor; Update, Unpublish and its versions. */
export const EditPublishedArticle: Story = { args: { part: 'editArticle' } };

/** Editing in German. */
export const EditPublishedArticleGerman: Story = { args: { part: 'editArticle', language: 'de' }, globals: { language: 'de' } };
