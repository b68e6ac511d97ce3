// An article's 'Share Article' button as an island: the article around it is static HTML.
import { ShareButton } from '@ghat/ui';
import { track } from '../analytics/tracker.ts';

export interface ShareArticleIslandProps {
  title: string;
  summary: string;
  /** The article's canonical address. */
  url: string;
}

export default function ShareArticleIsland({ title, summary, url }: ShareArticleIslandProps) {
  return (
    <ShareButton
      title={title}
      text={summary}
      url={url}
      onShare={(method) => track('share', { method })}
    />
  );
}
