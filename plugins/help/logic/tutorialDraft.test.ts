import { describe, expect, it } from 'vitest';
import { cleanDraft, draftProblem } from './tutorialDraft';

describe('tutorial drafts', () => {
  it('names the first video without a title or with an address that is not a video player', () => {
    const good = { title: 'Ranges', embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345' };
    expect(draftProblem([good, { title: 'Vimeo', embedUrl: 'https://player.vimeo.com/video/123456' }])).toBeNull();
    expect(draftProblem([good, { title: ' ', embedUrl: good.embedUrl }])).toEqual({ kind: 'title', n: 2 });
    expect(draftProblem([{ title: 'x', embedUrl: 'https://example.com/embed/abcDEF12345' }])).toEqual({ kind: 'url', n: 1 });
    expect(draftProblem([{ title: 'x', embedUrl: 'https://www.youtube.com/watch?v=abcDEF12345' }])).toEqual({ kind: 'url', n: 1 });
  });

  it('trims and moves YouTube to its privacy-enhanced address', () => {
    expect(cleanDraft([{ title: ' A ', embedUrl: ' https://www.youtube.com/embed/abcDEF12345 ' }]))
      .toEqual([{ title: 'A', embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345' }]);
  });
});
