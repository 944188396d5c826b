import { isVideoEmbedUrl, privacyEmbedUrl } from '../../../product/helpRules';
import type { TutorialVideo } from '../../../contracts';

/** What is wrong with a draft of the tutorials list: the first video without a title or a video-site address. */
export type DraftProblem = { kind: 'title' | 'url'; n: number } | null;

export function draftProblem(videos: readonly TutorialVideo[]): DraftProblem {
  for (const [i, v] of videos.entries()) {
    if (!v.title.trim()) return { kind: 'title', n: i + 1 };
    if (!isVideoEmbedUrl(v.embedUrl.trim())) return { kind: 'url', n: i + 1 };
  }
  return null;
}

/** The draft as it is sent: trimmed, YouTube at its privacy-enhanced address. */
export function cleanDraft(videos: readonly TutorialVideo[]): TutorialVideo[] {
  return videos.map((v) => ({ title: v.title.trim(), embedUrl: privacyEmbedUrl(v.embedUrl.trim()) }));
}
