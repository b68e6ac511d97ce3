import { Icon, type IconName } from '../../../primitives/brand/Icon/Icon.tsx';
import { CardIconBadge } from './CardIconBadge.tsx';

/** A card's icon in its round badge. Decoration: the card's title says what it is for. */
export function CardIcon({ name }: { name: IconName }) {
  return (
    <CardIconBadge name={name}>
      <Icon name={name} size="lg" />
    </CardIconBadge>
  );
}
