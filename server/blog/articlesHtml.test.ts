import { describe, expect, it } from 'vitest';
import { excerptOf, htmlToText, sanitizeArticleHtml, tickerMentions, videoEmbedUrl } from './articlesHtml';

describe('article HTML', () => {
  it('keeps YouTube and Vimeo as their embed players only', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    for (const bad of ['https://evil.example.com/embed/x', 'javascript:alert(1)', 'https://www.youtube.com/embed/a"onload=x', 'https://www.youtube.com.evil.com/embed/dQw4w9WgXcQ', 'ftp://www.youtube.com/embed/dQw4w9WgXcQ', '']) {
      expect(videoEmbedUrl(bad)).toBeNull();
    }
  });

  it('removes what could run code, whatever the spelling', () => {
    const cases: [string, string][] = [
      ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
      ['<p onclick="x()" style="color:red">t</p>', '<p>t</p>'],
      ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="vbscript:x">x</a><a href="data:text/html,x">y</a>', '<a>x</a><a>y</a>'],
      ['<img src=x onerror=alert(1)>', ''],
      ['<iframe srcdoc="<script>x</script>" src="https://player.vimeo.com/video/1"></iframe>', '<iframe src="https://player.vimeo.com/video/1" title="Video" width="640" height="360" allowfullscreen="true" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"></iframe>'],
      ['<math><mi xlink:href="javascript:x">y</mi></math><svg><a href="javascript:x">z</a></svg>', ''],
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ];
    for (const [input, output] of cases) expect(sanitizeArticleHtml(input), input).toBe(output);
  });

  it('reads text, excerpts and $TICKER mentions', () => {
    expect(htmlToText('<p>a &amp; b</p><p>c&#39;d</p>')).toBe("a & b c'd");
    expect(excerptOf('  <b>Own</b> excerpt ', '<p>x</p>')).toBe('Own excerpt');
    const long = `<p>${'word '.repeat(100)}</p>`;
    expect(excerptOf(undefined, long).endsWith('…')).toBe(true);
    expect(excerptOf(undefined, long).length).toBeLessThanOrEqual(201);
    expect(tickerMentions('<p>$SPY, $BRK-B. $^VIX and US$5, $spy, $Spy, <b>$QQQ</b> $SPY</p>')).toEqual(['SPY', 'BRK-B', '^VIX', 'QQQ']);
  });
});
