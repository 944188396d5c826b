import { useEffect, useState } from 'react';

/** The window's inner width, following resizes (the gamma charts are sized by it, document 4 section 9). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const follow = (): void => setWidth(window.innerWidth);
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return width;
}
