import type { Meta, StoryObj } from '@storybook/react';
import { useCallback } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SignedInFrame } from '../summary';
import type { PlanTier } from '../../product/plans';
import { ArticleCard } from './components/ArticleCard';
import { BlogReader } from './components/BlogReader';
import { BLOG_RULES } from '../../product/blogRules';
import TradingPlanPreviewScreen from './screens/TradingPlanPreviewScreen';
import UpgradeScreen from './screens/UpgradeScreen';
import { blogProvider, LIVE, POSTS, type BlogStoryAnswer } from './testing/blogFixtures';
import './blog.css';

type Screen = 'card' | 'cardWithoutLiveData' | 'reader' | 'sales' | 'upgrade';

interface BlogStoryProps {
  screen: Screen;
  answer?: BlogStoryAnswer;
  language?: 'en' | 'de';
  plan?: PlanTier;
  /** The reader's address (?page=n). */
  at?: string;
}

/** The blog's article card, reader and sales pages over fixture answers. */
function Blog({ screen, answer = 'fixture', language = 'en', plan = 'premium', at = '/dashboard/blog' }: BlogStoryProps) {
  const provider = useCallback(() => blogProvider(answer), [answer]);
  let content;
  if (screen === 'card') content = <div className="blog-reader"><ArticleCard post={POSTS[0]!} live={LIVE} /></div>;
  else if (screen === 'cardWithoutLiveData') content = <div className="blog-reader"><ArticleCard post={POSTS[0]!} live={null} /></div>;
  // The reader without the comment thread under each article (plugins/blogComments has its own stories).
  else if (screen === 'reader') content = <BlogReader audience="everyone" pageSize={BLOG_RULES.pageSize} title="Blog" />;
  else if (screen === 'sales') content = <TradingPlanPreviewScreen />;
  else content = <UpgradeScreen />;
  return (
    <SignedInFrame provider={provider} plan={plan} language={language}>
      <MemoryRouter initialEntries={[at]}>{content}</MemoryRouter>
    </SignedInFrame>
  );
}

const meta: Meta<typeof Blog> = {
  title: 'Plugins/Blog',
  component: Blog,
  args: { screen: 'card' },
};
export default meta;

type Story = StoryObj<typeof Blog>;

/** An article: title, author, date, reading time, tags, $TICKER mentions with live data (green up, red down, the trend), a video. */
export const ArticleCardWithLiveData: Story = {};

/** The same article in German. */
export const ArticleCardGerman: Story = { args: { language: 'de' }, globals: { language: 'de' } };

/** Before the live data arrives (or when it failed): the mentions are plain links. */
export const ArticleCardWithoutLiveData: Story = { args: { screen: 'cardWithoutLiveData' } };

/** /dashboard/blog: four articles, "Page 1", Previous disabled, Next enabled by the probe. */
export const Reader: Story = { args: { screen: 'reader' } };

/** The second page. */
export const ReaderPageTwo: Story = { args: { screen: 'reader', at: '/dashboard/blog?page=2' } };

/** 'Loading articles...'. */
export const ReaderLoading: Story = { args: { screen: 'reader', answer: 'pending' } };

/** The error with its title, the reason and "Try Again". */
export const ReaderFailed: Story = { args: { screen: 'reader', answer: 'failed' } };

/** No articles at all (page 1). */
export const ReaderEmpty: Story = { args: { screen: 'reader', answer: 'empty' } };

/** Past the end: "No more articles available. Please go back to previous pages." */
export const ReaderPastTheEnd: Story = { args: { screen: 'reader', at: '/dashboard/blog?page=9' } };

/** /dashboard/trading-planPreview for a free member: the sales page with the Elite price and the checkout. */
export const TradingPlanSalesPage: Story = { args: { screen: 'sales', plan: 'demo' } };

/** /dashboard/upgrade: Premium and Elite. */
export const Upgrade: Story = { args: { screen: 'upgrade', plan: 'demo' } };
