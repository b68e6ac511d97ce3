import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { cardTitleLink, liftOnHover } from '../../css/card.css.ts';
import { Card } from '../../components/cards/Card/Card.tsx';
import { CardIconBadge } from '../../components/cards/Card/CardIconBadge.tsx';
import { Grid } from '../../primitives/layout/Grid/Grid.tsx';
import type { HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { FrameIcon } from '../../primitives/brand/Icon/FrameIcon.tsx';
import type { FrameIconName } from '../../primitives/brand/Icon/frameIcons.tsx';
import { IconSvg } from '../../primitives/brand/Icon/IconSvg.tsx';
import { arrowLeft } from '../../primitives/brand/Icon/shapes.ts';
import { Text } from '../../primitives/type/Text/Text.tsx';
import * as styles from './NotFound.css.ts';

/** The words on one of the three way-out cards. */
export interface NotFoundCard {
  title: string;
  description: ReactNode;
}

/** A card's badge around one of the page frame's icons. */
function FrameCardIcon({ name }: { name: FrameIconName }) {
  return (
    <CardIconBadge name={name}>
      <FrameIcon name={name} size="lg" />
    </CardIconBadge>
  );
}

/** A card whose title is a button, its hit area stretched over the card like a card link's. */
function CardButton({
  icon,
  card,
  headingLevel,
  onClick,
}: {
  icon: ReactNode;
  card: NotFoundCard;
  headingLevel: HeadingLevel;
  onClick: () => void;
}) {
  return (
    <Card
      // The whole card is the control: it lifts on hover, as a card link does.
      className={liftOnHover}
      headingLevel={headingLevel}
      title={
        <button
          type="button"
          className={clsx(styles.cardButton, cardTitleLink({ stretched: true }))}
          onClick={onClick}
        >
          {card.title}
        </button>
      }
      eyebrow={icon}
    >
      <Text size="sm" tone="muted">
        {card.description}
      </Text>
    </Card>
  );
}

export interface NotFoundCardsProps {
  homeHref: string;
  /** The words on each card. */
  cards: Record<'home' | 'search' | 'back', NotFoundCard>;
  headingLevel: HeadingLevel;
  onSearch: () => void;
  onGoBack: () => void;
}

/** The three ways on from a 404: the homepage, the site search and back. */
export function NotFoundCards({
  homeHref,
  cards,
  headingLevel,
  onSearch,
  onGoBack,
}: NotFoundCardsProps) {
  return (
    // Columns from the space the page gives it, not the screen: three side by side on a desktop.
    <Grid as="ul" space="md" minItemWidth="wide">
      <Card
        href={homeHref}
        headingLevel={headingLevel}
        title={cards.home.title}
        eyebrow={<FrameCardIcon name="globe" />}
      >
        <Text size="sm" tone="muted">
          {cards.home.description}
        </Text>
      </Card>
      <CardButton
        icon={<FrameCardIcon name="search" />}
        card={cards.search}
        headingLevel={headingLevel}
        onClick={onSearch}
      />
      <CardButton
        icon={
          <CardIconBadge name="arrow-left">
            <IconSvg name="arrow-left" shape={arrowLeft} size="lg" />
          </CardIconBadge>
        }
        card={cards.back}
        headingLevel={headingLevel}
        onClick={onGoBack}
      />
    </Grid>
  );
}
