import { clsx } from 'clsx';
import { isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { ButtonLink, type ButtonVariant } from '../../../primitives/actions/Button/Button.tsx';
import { Card, type CardTone } from '../Card/Card.tsx';
import { CardIcon } from '../Card/CardIcon.tsx';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import type { IconName } from '../../../primitives/brand/Icon/Icon.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { cardNote, wrapAnywhere } from '../../../css/card.css.ts';

/** An action given as data: rendered as a button-styled link. */
export interface ActionCardLink {
  label: ReactNode;
  href: string;
  /** Secondary by default: a row of cards should not hold several primary buttons. */
  variant?: ButtonVariant;
}

/** Whether the action is a link given as data, rather than an element to render as it is. */
export function isActionCardLink(action: ActionCardLink | ReactNode): action is ActionCardLink {
  return (
    typeof action === 'object' &&
    action !== null &&
    !isValidElement(action) &&
    'href' in action &&
    'label' in action
  );
}

export interface ActionCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Decoration above the title: 'heart', 'users', 'mail'. */
  icon: IconName;
  title: ReactNode;
  /** A sentence or two on what the reader can do. */
  children: ReactNode;
  /**
   * What to do: `{ label: 'Partner With Us', href: '/donate' }` for a link, or
   * any element (a Button for 'Go Back').
   */
  action: ActionCardLink | ReactNode;
  /** Small print under the action: a Gift Aid note, say. */
  note?: ReactNode;
  /** The title's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  tone?: CardTone;
  ref?: Ref<HTMLElement>;
}

/** A way to get involved: icon, title, a short text and one action. */
export function ActionCard({
  icon,
  title,
  children,
  action,
  note,
  headingLevel = 3,
  ...props
}: ActionCardProps) {
  return (
    // ref and tone reach Card with the other props.
    <Card
      title={title}
      headingLevel={headingLevel}
      // Decoration: the title says what the card is for.
      eyebrow={<CardIcon name={icon} />}
      footer={
        <Stack space="xs" align="start">
          {isActionCardLink(action) ? (
            <ButtonLink href={action.href} variant={action.variant ?? 'secondary'}>
              {action.label}
            </ButtonLink>
          ) : (
            action
          )}
          {note ? <p className={clsx(cardNote, wrapAnywhere)}>{note}</p> : null}
        </Stack>
      }
      {...props}
    >
      <Text className={wrapAnywhere}>{children}</Text>
    </Card>
  );
}
