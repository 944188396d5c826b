/**
 * The check of a tutorials document before it is stored (POST /api/cms/entry/tutorials/{language}):
 * a list of videos, each a title and the embed address of a video site's player (YouTube or Vimeo
 * only: product/helpRules.ts; YouTube's kept at its privacy-enhanced address). Anything else is refused with a 400 that names the video.
 */
import { badRequest } from '../http/apiError';
import { TUTORIAL_RULES, isVideoEmbedUrl, privacyEmbedUrl } from '../../product/helpRules';
import type { TutorialVideo, TutorialsContent } from '../../contracts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkTutorials(content: Record<string, unknown>): TutorialsContent {
  const videos = content.content;
  if (!Array.isArray(videos)) throw badRequest('Invalid request: content.content must be a list of videos', 'INVALID_CONTENT');
  if (videos.length > TUTORIAL_RULES.maxVideos) throw badRequest(`At most ${TUTORIAL_RULES.maxVideos} videos are allowed.`, 'TOO_MANY_VIDEOS');
  const extra = Object.keys(content).filter((k) => k !== 'content');
  if (extra.length) throw badRequest(`Invalid request: unknown field content.${extra[0]!.slice(0, 40)}`, 'INVALID_CONTENT');
  return {
    content: videos.map((video, i): TutorialVideo => {
      const n = i + 1;
      if (!isRecord(video) || Object.keys(video).some((k) => k !== 'title' && k !== 'embedUrl')) {
        throw badRequest(`Invalid request: video ${n} must have exactly a title and an embedUrl`, 'INVALID_CONTENT');
      }
      const title = typeof video.title === 'string' ? video.title.trim() : '';
      if (!title || title.length > TUTORIAL_RULES.titleMaxLength) {
        throw badRequest(`Video ${n} needs a title of 1 to ${TUTORIAL_RULES.titleMaxLength} characters.`, 'INVALID_TITLE');
      }
      const embedUrl = typeof video.embedUrl === 'string' ? video.embedUrl.trim() : '';
      if (!isVideoEmbedUrl(embedUrl)) {
        throw badRequest(`Video ${n}: only YouTube or Vimeo embed addresses are allowed (https://www.youtube-nocookie.com/embed/…, https://www.youtube.com/embed/… or https://player.vimeo.com/video/…).`, 'NOT_A_VIDEO_EMBED');
      }
      return { title, embedUrl: privacyEmbedUrl(embedUrl) };
    }),
  };
}
