import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine, useFormat, useKeyedLoad } from '../../../engine/ui';
import { BLOG_PATHS } from '../../../product/blogRules';
import type { BlogArticleStatus } from '../../../contracts';
import { blogMethods } from '../data/blogApi';
import { ArticleEditor } from '../components/ArticleEditor';
import { failureReason } from '../logic/failureReason';
import '../blog.css';

type Editing = null | 'new' | number;

/**
 * /dashboard/blog-editor (CMS managers and admins): every article in every state with its status,
 * audience, version and last change; New article, Edit and Delete; the editor below the list.
 */
const BlogEditorScreen = observer(function BlogEditorScreen() {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const { session } = useEngine();
  const api = useDataMethods(blogMethods);
  const [generation, setGeneration] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useKeyedLoad(String(generation), (signal) => api.articles(signal));
  const articles = list.status === 'ready' ? list.value : [];
  const current = typeof editing === 'number' ? articles.find((a) => a.id === editing) : undefined;
  // The preview's byline; the server names the author from the account when it saves.
  const authorName = session.user?.username ?? '';

  const saved = ({ id, status }: { id: number; status: BlogArticleStatus }): void => {
    setNotice(t(status === 'publish' ? 'cms.published' : 'cms.savedDraft'));
    setEditing(id);
    setGeneration((g) => g + 1);
  };

  const remove = async (id: number): Promise<void> => {
    setError(null);
    try {
      await api.remove(id);
      api.articlesChanged();
      setConfirming(null);
      if (editing === id) setEditing(null);
      setNotice(t('cms.deleted'));
      setGeneration((g) => g + 1);
    } catch (err) {
      setError(failureReason(err, t('reader.unknownReason')));
    }
  };

  return (
    <div className="blog-cms" data-testid="blog-cms" data-state={list.status}>
      <header className="blog-cms__head">
        <h1>{t('cms.heading')}</h1>
        <button type="button" className="button button--primary" onClick={() => { setNotice(null); setEditing('new'); }}>{t('cms.new')}</button>
        <Link to={BLOG_PATHS.blog}>{t('cms.toBlog')}</Link>
      </header>
      {notice && <p role="status" className="message message--success">{notice}</p>}
      {error && <p role="alert" className="message message--error">{error}</p>}
      {list.status === 'loading' && <p role="status">{t('reader.loading')}</p>}
      {list.status === 'failed' && <p role="alert" className="message message--error">{t('reader.errorMessage', { reason: failureReason(list.error, t('reader.unknownReason')) })}</p>}
      {list.status === 'ready' && articles.length === 0 && <p>{t('cms.none')}</p>}
      {articles.length > 0 && (
        <table className="blog-cms__list">
          <thead>
            <tr><th>{t('cms.title')}</th><th>{t('cms.status')}</th><th>{t('cms.audience')}</th><th>{t('cms.updated')}</th><th>{t('cms.version')}</th><th>{t('cms.actions')}</th></tr>
          </thead>
          <tbody>
            {articles.map((a) => (
              <tr key={a.id} data-article-id={a.id} aria-current={editing === a.id ? 'true' : undefined}>
                <td>{a.title}</td>
                <td><span className="blog-cms__status" data-status={a.status}>{t(`cms.statuses.${a.status}`)}</span></td>
                <td>{t(`cms.audiences.${a.audience}`)}</td>
                <td>{f.dateTime(a.updatedAt)}</td>
                <td>{a.version}</td>
                <td className="blog-cms__row-actions">
                  <button type="button" className="button" onClick={() => { setNotice(null); setEditing(a.id); }}>{t('cms.edit')}</button>
                  {confirming === a.id
                    ? <>
                        <button type="button" className="button button--danger" onClick={() => void remove(a.id)}>{t('cms.confirmDelete')}</button>
                        <button type="button" className="button" onClick={() => setConfirming(null)}>{t('cms.cancel')}</button>
                      </>
                    : <button type="button" className="button" onClick={() => setConfirming(a.id)}>{t('cms.delete')}</button>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing === 'new' && <ArticleEditor key="new" authorName={authorName} onSaved={saved} onClose={() => setEditing(null)} />}
      {current && <ArticleEditor key={`${current.id}|${current.version}`} article={current} authorName={authorName} onSaved={saved} onClose={() => setEditing(null)} />}
    </div>
  );
});

export default BlogEditorScreen;
