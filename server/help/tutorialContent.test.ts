import { describe, expect, it } from 'vitest';
import { checkTutorials } from './tutorialContent';
import { ApiError } from '../http/apiError';

const refusal = (content: Record<string, unknown>): unknown => {
  try {
    checkTutorials(content);
  } catch (err) {
    return err instanceof ApiError ? err.code : err;
  }
  return null;
};

describe('the tutorials check', () => {
  it('keeps titles and player addresses, YouTube at its privacy-enhanced address', () => {
    expect(checkTutorials({ content: [
      { title: ' Ranges ', embedUrl: 'https://www.youtube.com/embed/abcDEF12345?start=30' },
      { title: 'Vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ] })).toEqual({ content: [
      { title: 'Ranges', embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345?start=30' },
      { title: 'Vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ] });
  });

  it('refuses anything but a video site\'s player', () => {
    for (const embedUrl of ['https://vimeo.com/76979871', 'https://www.youtube.com/embed/abc"onload=x', 'https://www.youtube-nocookie.com/embed/abcDEF12345/../../x', 'data:text/html,hi', '']) {
      expect(refusal({ content: [{ title: 'x', embedUrl }] }), embedUrl).toBe('NOT_A_VIDEO_EMBED');
    }
    expect(refusal({ content: Array.from({ length: 61 }, () => ({ title: 'x', embedUrl: 'https://player.vimeo.com/video/1' })) })).toBe('TOO_MANY_VIDEOS');
    expect(refusal({ content: [{ title: 'x', embedUrl: 'https://player.vimeo.com/video/1' }], extra: 1 })).toBe('INVALID_CONTENT');
  });
});
