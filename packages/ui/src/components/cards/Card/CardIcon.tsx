import { iconBadge } from '../../../css/card.css.ts';
import { Icon, type IconName } from '../../../primitives/brand/Icon/Icon.tsx';

/** A card's icon in its round badge. Decoration: the card's title says what it is for. */
export function CardIcon({ name }: { name: IconName }) {
  return (
    <span className={iconBadge} data-icon={name}>
      <Icon name={name} size="lg" />
    </span>
  );
}
