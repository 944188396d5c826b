import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat, useKeyedLoad } from '../../../engine/ui';
import { BLOG_RULES } from '../../../product/blogRules';
import { BLOG_AUDIENCES, type BlogArticle, type BlogArticleStatus, type WordPressPost } from '../../../contracts';
import { blogMethods } from '../data/blogApi';
import { EMPTY_FORM, formOf, inputOf, problemOf, tagsOf, type ArticleForm } from '../logic/articleForm';
import { failureReason } from '../logic/failureReason';
import { RichTextEditor } from './RichTextEditor';
import { ArticleCard } from './ArticleCard';

export interface ArticleEditorProps {
  /** The article being edited; undefined for a new one. */
  article?: BlogArticle;
  authorName: string;
  onSaved(article: { id: number; status: BlogArticleStatus }): void;
  onClose(): void;
}

/**
 * Writing one article (issue 25 scope 1): title, excerpt, tags, audience and the rich-text body;
 * Preview shows it exactly as the readers will get it (the server's sanitised HTML); Save draft
 * keeps it from the readers, Publish shows it. Every save is a new version; an older version can
 * be loaded back into the editor and saved again.
 */
export function ArticleEditor({ article, authorName, onSaved, onClose }: ArticleEditorProps) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const api = useDataMethods(blogMethods);
  const [form, setForm] = useState<ArticleForm>(article ? formOf(article) : EMPTY_FORM);
  const [editorKey, setEditorKey] = useState(0);
  // The preview with the form it shows: it is hidden once the form differs (an editor update that changes nothing keeps it).
  const [previewed, setPreviewed] = useState<{ post: WordPressPost; of: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showVersions, setShowVersions] = useState(false);
  const versions = useKeyedLoad(showVersions && article ? `${article.id}|${article.version}` : 'none', (signal) => (showVersions && article ? api.versions(article.id, signal) : Promise.resolve([])));
  const problem = problemOf(form);
  const set = (patch: Partial<ArticleForm>): void => { setForm((current) => ({ ...current, ...patch })); };
  const preview = previewed && previewed.of === JSON.stringify(form) ? previewed.post : null;

  const showPreview = async (): Promise<void> => {
    setError(null);
    setBusy(true);
    try {
      const { html } = await api.preview(form.content);
      setPreviewed({ of: JSON.stringify(form), post: {
        id: article?.id ?? 0, title: { rendered: form.title.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;') }, content: { rendered: html },
        excerpt: { rendered: form.excerpt }, date: new Date().toISOString(), likeCount: 0, isLiked: false, userData: [{ name: article?.authorName ?? authorName }],
        status: 'publish', audience: form.audience, tags: tagsOf(form.tags),
      } });
    } catch (err) {
      setError(failureReason(err, t('reader.unknownReason')));
    } finally {
      setBusy(false);
    }
  };

  const save = async (status: BlogArticleStatus): Promise<void> => {
    if (problem) return;
    setError(null);
    setBusy(true);
    try {
      const input = inputOf(form, status);
      const id = article ? (await api.update(article.id, input)).id : (await api.create(input)).id;
      api.articlesChanged();
      onSaved({ id, status });
    } catch (err) {
      setError(failureReason(err, t('reader.unknownReason')));
    } finally {
      setBusy(false);
    }
  };

  const published = article?.status === 'publish';
  return (
    <section className="blog-cms__editor" aria-labelledby="blog-editor-title" data-testid="article-form">
      <h2 id="blog-editor-title">{article ? t('cms.editTitle', { title: article.title }) : t('cms.newTitle')}</h2>
      <div className="blog-cms__fields">
        <label>
          {t('cms.title')}
          <input value={form.title} maxLength={BLOG_RULES.titleMaxLength} onChange={(e) => set({ title: e.target.value })} required />
        </label>
        <label>
          {t('cms.excerpt')}
          <textarea value={form.excerpt} maxLength={BLOG_RULES.excerptMaxLength} rows={2} onChange={(e) => set({ excerpt: e.target.value })} placeholder={t('cms.excerptHint')} />
        </label>
        <label>
          {t('cms.tags')}
          <input value={form.tags} onChange={(e) => set({ tags: e.target.value })} placeholder={t('cms.tagsHint')} />
        </label>
        <label>
          {t('cms.audience')}
          <select value={form.audience} onChange={(e) => set({ audience: e.target.value as ArticleForm['audience'] })}>
            {BLOG_AUDIENCES.map((a) => <option key={a} value={a}>{t(`cms.audiences.${a}`)}</option>)}
          </select>
        </label>
      </div>
      <p className="blog-cms__hint">{t('cms.mentionHint')}</p>
      <RichTextEditor key={editorKey} initialHtml={form.content} label={t('cms.content')} onChange={(content) => set({ content })}
        uploadImage={async (file) => (await api.uploadImage(file)).url} />
      {problem && <p className="blog-cms__problem" data-testid="form-problem">{t(`cms.problems.${problem}`, { max: BLOG_RULES.titleMaxLength })}</p>}
      {error && <p role="alert" className="message message--error">{error}</p>}
      <div className="blog-cms__actions">
        <button type="button" className="button" disabled={busy || !!problem} onClick={() => void showPreview()}>{t('cms.preview')}</button>
        <button type="button" className="button" disabled={busy || !!problem} onClick={() => void save('draft')}>{published ? t('cms.unpublish') : t('cms.saveDraft')}</button>
        <button type="button" className="button button--primary" disabled={busy || !!problem} onClick={() => void save('publish')}>{published ? t('cms.update') : t('cms.publish')}</button>
        <button type="button" className="button" onClick={onClose}>{t('cms.close')}</button>
        {article && <button type="button" className="button" aria-expanded={showVersions} onClick={() => setShowVersions((v) => !v)}>{t('cms.versions', { n: article.version })}</button>}
      </div>
      {showVersions && versions.status === 'ready' && (
        <table className="blog-cms__versions">
          <thead><tr><th>{t('cms.version')}</th><th>{t('cms.savedAt')}</th><th>{t('cms.savedBy')}</th><th>{t('cms.status')}</th><th /></tr></thead>
          <tbody>
            {versions.value.map((v) => (
              <tr key={v.version}>
                <td>{v.version}</td><td>{f.dateTime(v.savedAt)}</td><td>{v.savedBy}</td><td>{t(`cms.statuses.${v.status}`)}</td>
                <td><button type="button" className="button" onClick={() => { setForm(formOf(v)); setEditorKey((k) => k + 1); setPreviewed(null); }}>{t('cms.loadVersion')}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview && (
        <div className="blog-cms__preview" data-testid="article-preview">
          <h3>{t('cms.previewTitle')}</h3>
          <ArticleCard post={preview} live={null} level={3} />
        </div>
      )}
    </section>
  );
}
