import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { cardTitleLink, liftOnHover } from '../../css/card.css.ts';
import { Card } from '../../components/cards/Card/Card.tsx';
import { CardIcon } from '../../components/cards/Card/CardIcon.tsx';
import { Grid } from '../../primitives/layout/Grid/Grid.tsx';
import type { HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import type { IconName } from '../../primitives/brand/Icon/Icon.tsx';
import { Text } from '../../primitives/type/Text/Text.tsx';
import * as styles from './NotFound.css.ts';

/** The words on one of the three way-out cards. */
export interface NotFoundCard {
  title: string;
  description: ReactNode;
}

/** A card whose title is a button, its hit area stretched over the card like a card link's. */
function CardButton({
  icon,
  card,
  headingLevel,
  onClick,
}: {
  icon: IconName;
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
      eyebrow={<CardIcon name={icon} />}
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
        eyebrow={<CardIcon name="globe" />}
      >
        <Text size="sm" tone="muted">
          {cards.home.description}
        </Text>
      </Card>
      <CardButton
        icon="search"
        card={cards.search}
        headingLevel={headingLevel}
        onClick={onSearch}
      />
      <CardButton
        icon="arrow-left"
        card={cards.back}
        headingLevel={headingLevel}
        onClick={onGoBack}
      />
    </Grid>
  );
}
