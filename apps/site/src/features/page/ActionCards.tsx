// A page's row of action cards (donate's ways to give, get involved's ways to help): ui's
// ActionCard in a grid. Content gives the row no heading of its own, so it is not a titled
// Section; each card's title is an h2.
import { ActionCard, Container, Grid } from '@ghat/ui';
import { iconName } from './icon.ts';

export interface ActionCardContent {
  id: string;
  icon: string;
  title: string;
  text: string;
  action: { label: string; href: string };
  note?: string;
}

export function ActionCards({ cards }: { cards: readonly ActionCardContent[] }) {
  return (
    <Container>
      <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
        {cards.map((card) => (
          <ActionCard
            key={card.id}
            id={card.id}
            icon={iconName(card.icon)}
            title={card.title}
            action={card.action}
            note={card.note}
            headingLevel={2}
          >
            {card.text}
          </ActionCard>
        ))}
      </Grid>
    </Container>
  );
}
