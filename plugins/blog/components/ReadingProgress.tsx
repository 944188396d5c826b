import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollPercent } from '../logic/reading';

/**
 * The reading progress bar at the top (document 4 section 4: progress = scroll percent) of
 * whatever scrolls: the window or the shell's content pane (scroll events do not bubble, so the
 * listener captures them on the document).
 */
export function ReadingProgress() {
  const { t } = useTranslation('blog');
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = (target: EventTarget | null): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = target instanceof HTMLElement ? target : (document.scrollingElement as HTMLElement | null);
        if (!el) return;
        setPercent(Math.round(scrollPercent(el.scrollTop, el.scrollHeight, el.clientHeight)));
      });
    };
    const onScroll = (event: Event): void => measure(event.target instanceof Document ? null : event.target);
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    measure(null);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, []);
  return (
    <div className="blog-progress" role="progressbar" aria-label={t('reader.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="reading-progress">
      <div className="blog-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
