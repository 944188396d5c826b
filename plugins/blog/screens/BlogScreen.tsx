import { useTranslation } from 'react-i18next';
import { BLOG_RULES } from '../../../product/blogRules';
import { BlogReader } from '../components/BlogReader';
import { ArticleExtras } from '../components/ArticleExtras';
import '../blog.css';

/** /dashboard/blog: the general blog, four articles a page (document 4 section 2.1). */
export default function BlogScreen() {
  const { t } = useTranslation('blog');
  return <BlogReader audience="everyone" pageSize={BLOG_RULES.pageSize} title={t('blog.title')} lead={t('blog.lead')} below={(post) => <ArticleExtras post={post} />} />;
}
