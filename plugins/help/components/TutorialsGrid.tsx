import { isVideoEmbedUrl } from '../../../product/helpRules';
import type { TutorialVideo } from '../../../contracts';

/**
 * The tutorial videos as a grid of embedded players with their titles. Only a video site's player
 * address is framed (the server checks it on save; a stored one that is not is left out), sandboxed
 * and lazily loaded.
 */
export function TutorialsGrid({ videos }: { videos: readonly TutorialVideo[] }) {
  return (
    <ul className="help-tutorials" data-testid="tutorials-grid">
      {videos.filter((v) => isVideoEmbedUrl(v.embedUrl)).map((video, i) => (
        <li key={`${i}|${video.embedUrl}`} className="help-tutorials__item">
          <div className="help-tutorials__frame">
            <iframe
              src={video.embedUrl} title={video.title} loading="lazy" allowFullScreen
              allow="accelerometer; encrypted-media; fullscreen; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            />
          </div>
          <h2 className="help-tutorials__title">{video.title}</h2>
        </li>
      ))}
    </ul>
  );
}
