import { useTranslation } from 'react-i18next';
import { BLOG_RULES } from '../../../product/blogRules';
import { BlogReader } from '../components/BlogReader';
import { ArticleExtras } from '../components/ArticleExtras';
import '../blog.css';

/** /dashboard/trading-plan: the Elite blog, one article a page (document 4 section 2.1). */
export default function TradingPlanScreen() {
  const { t } = useTranslation('blog');
  return <BlogReader audience="elite" pageSize={BLOG_RULES.elitePageSize} title={t('tradingPlan.title')} lead={t('tradingPlan.lead')} below={(post) => <ArticleExtras post={post} />} />;
}
