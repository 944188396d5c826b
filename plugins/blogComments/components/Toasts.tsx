import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_COMMENT_RULES } from '../../../product/blogCommentRules';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

/** Success and failure messages of the thread, each shown for 4 seconds (document 4 section 8). */
export function useToasts(): { toasts: Toast[]; show(kind: Toast['kind'], text: string): void; close(id: number): void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => { for (const t of timers.current) clearTimeout(t); }, []);
  const close = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((kind: Toast['kind'], text: string) => {
    const id = next.current++;
    setToasts((all) => [...all, { id, kind, text }]);
    const timer = setTimeout(() => { timers.current.delete(timer); close(id); }, BLOG_COMMENT_RULES.toastMs);
    timers.current.add(timer);
  }, [close]);
  return { toasts, show, close };
}

export function Toasts({ toasts, close }: { toasts: Toast[]; close(id: number): void }) {
  const { t } = useTranslation('blogComments');
  return (
    <div className="comment-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'} className={`comment-toast comment-toast--${toast.kind}`}>
          <span>{toast.text}</span>
          <button type="button" className="comment-toast__close" aria-label={t('toastClose')} onClick={() => close(toast.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
