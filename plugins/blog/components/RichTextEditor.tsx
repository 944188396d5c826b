import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import { BLOG_RULES } from '../../../product/blogRules';

export interface RichTextEditorProps {
  /** The HTML to start from (a new key, e.g. another article, starts the editor afresh). */
  initialHtml: string;
  onChange(html: string): void;
  /** Stores an image and answers its address (POST /api/blog/images). */
  uploadImage(file: File): Promise<string>;
  label: string;
}

type Panel = null | 'link' | 'video';

/**
 * The article editor (TipTap on ProseMirror): headings, bold, italic, strike, lists, quotes, code,
 * links, images (uploaded and checked by the server like support screenshots) and YouTube videos
 * (youtube-nocookie embeds, the only iframes the server keeps besides Vimeo).
 */
export function RichTextEditor({ initialHtml, onChange, uploadImage, label }: RichTextEditorProps) {
  const { t } = useTranslation('blog');
  const onChangeRef = useRef(onChange);
  useEffect(() => { onChangeRef.current = onChange; });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
      Image.configure({ inline: false }),
      // The frame's title names it for screen readers (the server keeps it; one without gets 'Video').
      Youtube.configure({ nocookie: true, controls: true, width: 640, height: 360, HTMLAttributes: { title: t('editor.videoFrame') } }),
    ],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'blog-editor__prose', 'data-testid': 'article-editor' } },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
  });
  const [panel, setPanel] = useState<Panel>(null);
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor | null }) => ({
      bold: e?.isActive('bold') ?? false, italic: e?.isActive('italic') ?? false, strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false, h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false, ordered: e?.isActive('orderedList') ?? false, quote: e?.isActive('blockquote') ?? false,
      code: e?.isActive('codeBlock') ?? false, link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false, canRedo: e?.can().redo() ?? false,
    }),
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button type="button" className="blog-editor__tool" aria-pressed={pressed} disabled={disabled} onClick={run} title={t(`editor.tool.${key}`)}>{t(`editor.toolShort.${key}`)}</button>
  );

  const openPanel = (next: Panel): void => {
    setProblem(null);
    setUrl(next === 'link' ? String(editor.getAttributes('link').href ?? '') : '');
    setPanel(panel === next ? null : next);
  };

  const submitPanel = (event: FormEvent): void => {
    event.preventDefault();
    const value = url.trim();
    if (panel === 'link') {
      if (!value) chain().extendMarkRange('link').unsetLink().run();
      else if (!/^(https?:\/\/|mailto:|\/)/i.test(value)) { setProblem(t('editor.badLink')); return; }
      else chain().extendMarkRange('link').setLink({ href: value }).run();
    } else if (panel === 'video') {
      if (!chain().setYoutubeVideo({ src: value }).run()) { setProblem(t('editor.badVideo')); return; }
    }
    setPanel(null);
  };

  const onFile = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setProblem(null);
    if (file.size > BLOG_RULES.imageMaxBytes || !(BLOG_RULES.imageTypes as readonly string[]).includes(file.type)) { setProblem(t('editor.badImage')); return; }
    setUploading(true);
    try {
      const src = await uploadImage(file);
      chain().setImage({ src, alt: file.name.replace(/\.[a-z0-9]+$/i, '') }).run();
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : t('editor.badImage'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="blog-editor">
      <div className="blog-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tool('h2', active?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('h3', active?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('bold', active?.bold, () => chain().toggleBold().run())}
        {tool('italic', active?.italic, () => chain().toggleItalic().run())}
        {tool('strike', active?.strike, () => chain().toggleStrike().run())}
        {tool('bullet', active?.bullet, () => chain().toggleBulletList().run())}
        {tool('ordered', active?.ordered, () => chain().toggleOrderedList().run())}
        {tool('quote', active?.quote, () => chain().toggleBlockquote().run())}
        {tool('code', active?.code, () => chain().toggleCodeBlock().run())}
        {tool('link', active?.link || panel === 'link', () => openPanel('link'))}
        <label className="blog-editor__tool" title={t('editor.tool.image')} aria-disabled={uploading}>
          {t('editor.toolShort.image')}
          <input ref={fileInput} type="file" accept={BLOG_RULES.imageTypes.join(',')} hidden disabled={uploading} data-testid="image-input" onChange={(e) => void onFile(e.target.files?.[0])} />
        </label>
        {tool('video', panel === 'video', () => openPanel('video'))}
        {tool('undo', undefined, () => chain().undo().run(), !active?.canUndo)}
        {tool('redo', undefined, () => chain().redo().run(), !active?.canRedo)}
      </div>
      {panel && (
        <form className="blog-editor__panel" onSubmit={submitPanel}>
          <label>
            {t(panel === 'link' ? 'editor.linkLabel' : 'editor.videoLabel')}
            <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder={panel === 'video' ? 'https://www.youtube.com/watch?v=…' : 'https://'} autoFocus />
          </label>
          <button type="submit" className="button">{t(panel === 'link' ? 'editor.applyLink' : 'editor.insertVideo')}</button>
          <button type="button" className="button" onClick={() => setPanel(null)}>{t('editor.cancel')}</button>
        </form>
      )}
      {uploading && <p role="status">{t('editor.uploading')}</p>}
      {problem && <p role="alert" className="message message--error">{problem}</p>}
      <EditorContent editor={editor} />
    </div>
  );
}
