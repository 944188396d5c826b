import { BLOG_RULES } from '../../../product/blogRules';
import type { BlogArticle, BlogArticleInput, BlogArticleStatus, BlogAudience } from '../../../contracts';

/** The editor's fields; tags as typed (comma-separated). */
export interface ArticleForm {
  title: string;
  excerpt: string;
  tags: string;
  audience: BlogAudience;
  content: string;
}

export const EMPTY_FORM: ArticleForm = { title: '', excerpt: '', tags: '', audience: 'everyone', content: '' };

export function formOf(article: Pick<BlogArticle, 'title' | 'excerpt' | 'tags' | 'audience' | 'content'>): ArticleForm {
  return { title: article.title, excerpt: article.excerpt, tags: article.tags.join(', '), audience: article.audience, content: article.content };
}

/** Tags: split by commas, trimmed, empties and repeats (ignoring case) dropped. */
export function tagsOf(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
  }
  return out;
}

/** Whether the editor holds any text, image or video (an empty TipTap document is "<p></p>"). */
export function hasContent(html: string): boolean {
  return /<(img|iframe)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}

export type FormProblem = 'titleRequired' | 'titleTooLong' | 'contentRequired' | 'contentTooLong' | 'excerptTooLong' | 'tooManyTags' | 'tagTooLong';

/** The first problem of the form (the server checks the same and more), or null. */
export function problemOf(form: ArticleForm): FormProblem | null {
  const title = form.title.trim();
  if (!title) return 'titleRequired';
  if (title.length > BLOG_RULES.titleMaxLength) return 'titleTooLong';
  if (!hasContent(form.content)) return 'contentRequired';
  if (form.content.length > BLOG_RULES.contentMaxLength) return 'contentTooLong';
  if (form.excerpt.length > BLOG_RULES.excerptMaxLength) return 'excerptTooLong';
  const tags = tagsOf(form.tags);
  if (tags.length > BLOG_RULES.maxTags) return 'tooManyTags';
  if (tags.some((t) => t.length > BLOG_RULES.tagMaxLength)) return 'tagTooLong';
  return null;
}

export function inputOf(form: ArticleForm, status: BlogArticleStatus): BlogArticleInput {
  const excerpt = form.excerpt.trim();
  return { title: form.title.trim(), content: form.content, ...(excerpt ? { excerpt } : {}), status, audience: form.audience, tags: tagsOf(form.tags) };
}
