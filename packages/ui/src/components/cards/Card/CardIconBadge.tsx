import type { ReactNode } from 'react';
import { iconBadge } from '../../../css/card.css.ts';
import type { IconName } from '../../../primitives/brand/Icon/icons.tsx';

/**
 * A card's icon in its round badge, around an icon the caller draws: for a card whose icon is
 * fixed, so its code carries that one shape (shapes.ts) rather than the whole set (CardIcon).
 */
export function CardIconBadge({ name, children }: { name: IconName; children: ReactNode }) {
  return (
    <span className={iconBadge} data-icon={name}>
      {children}
    </span>
  );
}
