import { Button, ButtonLink } from '../../primitives/actions/Button/Button.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { notFound as notFoundWords } from '../../i18n/words/notFound.ts';
import { IconSvg } from '../../primitives/brand/Icon/IconSvg.tsx';
import { arrowLeft } from '../../primitives/brand/Icon/shapes.ts';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { goBackInHistory } from './notFoundParts.ts';

export interface NotFoundActionsProps {
  /** Where the homepage is. */
  homeHref?: string;
  homeLabel?: string;
  backLabel?: string;
  /** Called by Go Back; goes back in the browser's history by default. */
  onGoBack?: () => void;
}

/** The 404's Go to Homepage link and Go Back button, side by side. */
export function NotFoundActions({
  homeHref = '/',
  homeLabel,
  backLabel,
  onGoBack = goBackInHistory,
}: NotFoundActionsProps) {
  const words = useWords('notFound', notFoundWords);
  return (
    <Inline space="sm" align="center">
      <ButtonLink href={homeHref}>{homeLabel ?? words.home}</ButtonLink>
      <Button
        variant="secondary"
        iconStart={<IconSvg name="arrow-left" shape={arrowLeft} />}
        onClick={() => onGoBack()}
      >
        {backLabel ?? words.back}
      </Button>
    </Inline>
  );
}
