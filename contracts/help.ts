/**
 * The help area's calls (issue 26; documents 1 and 4): the FAQ (`GET /api/faq`) and the public
 * CMS documents (`GET` and `POST /api/cms/entry/{collection}/{name}`; the tutorial videos are read
 * from `body.content.content`, document 4 section 7.6).
 */
import type { Language } from '../product/accountRules';

/** One question of the FAQ, its answer with the product's numbers filled in. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqSection {
  key: string;
  title: string;
  entries: FaqEntry[];
}

/** GET /api/faq?language=en|de&q=…: the active sections and entries in sort-rank order (matching `q` when given). */
export interface FaqAnswer {
  language: Language;
  query: string;
  sections: FaqSection[];
}

/** One embedded video of the tutorials page. */
export interface TutorialVideo {
  title: string;
  /** The video site's embed address (YouTube or Vimeo player only). */
  embedUrl: string;
}

/** The tutorials document: `content` holds the videos. */
export interface TutorialsContent {
  content: TutorialVideo[];
}

/** GET /api/cms/entry/{collection}/{name}, and the answer of a save. */
export interface CmsEntryAnswer<C = TutorialsContent> {
  collection: string;
  name: string;
  content: C;
  version: number;
  updatedAt: string | null;
}

/** POST /api/cms/entry/{collection}/{name}: the whole new document. */
export interface CmsEntrySave<C = TutorialsContent> {
  content: C;
}
