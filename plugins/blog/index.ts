/** What other parts of the client use of the blog plugin: the article card, the reader's data calls and the Elite offer. */
export { ArticleCard, type ArticleCardProps } from './components/ArticleCard';
export { EliteOffer, ELITE_CHECKOUT_PATH } from './components/EliteOffer';
export { blogMethods, type BlogApi } from './data/blogApi';
