import type { Meta, StoryObj } from '@storybook/react';
import { useCallback } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SignedInFrame } from '../summary';
import type { PlanTier } from '../../product/plans';
import { ArticleLikeButton, CommentThread } from './index';
import { commentsProvider, type CommentsStoryAnswer } from './testing/commentsProvider';
import './blogComments.css';

interface CommentsStoryProps {
  answer?: CommentsStoryAnswer;
  plan?: PlanTier;
  language?: 'en' | 'de';
}

/** The comment thread and the like button under an article, over fixture answers. */
function BlogComments({ answer = 'thread', plan = 'elite', language = 'en' }: CommentsStoryProps) {
  const provider = useCallback(() => commentsProvider(answer), [answer]);
  return (
    <SignedInFrame provider={provider} plan={plan} language={language}>
      <MemoryRouter initialEntries={['/dashboard/blog']}>
        <ArticleLikeButton postId={1} likeCount={3} isLiked={false} />
        <CommentThread postId={1} />
      </MemoryRouter>
    </SignedInFrame>
  );
}

const meta: Meta<typeof BlogComments> = {
  title: 'Plugins/Blog comments',
  component: BlogComments,
  args: { answer: 'thread', plan: 'elite' },
};
export default meta;

type Story = StoryObj<typeof BlogComments>;

/** An Elite member: the composer with its counter, a thread three levels deep (reply disabled at depth 3), an edited and a deleted comment, likes, a draft. */
export const EliteMemberThread: Story = {};

/** The same in German. */
export const EliteMemberThreadGerman: Story = { args: { language: 'de' }, globals: { language: 'de' } };

/** A Premium member reads the thread and sees "Exclusive Community Access" with "Upgrade to Elite" instead of the composer. */
export const NonEliteMember: Story = { args: { plan: 'premium' } };

/** No comments yet. */
export const Empty: Story = { args: { answer: 'empty' } };

/** While the thread loads. */
export const Loading: Story = { args: { answer: 'pending' } };

/** The thread could not be loaded. */
export const Failed: Story = { args: { answer: 'failed' } };
