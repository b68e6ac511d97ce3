import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Card, type CardTone } from '../Card/Card.tsx';
import { Heading, type HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Inline } from '../../../primitives/layout/Inline/Inline.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { cardIdentity, cardLabel, cardNote, wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './AuthorCard.css.ts';

export const avatarSizes = ['medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Honorifics left out of initials: 'Dr Amara Okafor' is AO, not DO. */
export const nameTitles = [
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'sir',
  'dame',
  'lord',
  'lady',
  'rev',
  'revd',
  'the',
  'hon',
  'rt',
] as const;

const titleSet = new Set<string>(nameTitles);

/** The first letter or digit of a word, whole even outside the basic plane. */
function firstCharacter(word: string): string {
  return Array.from(word).find((character) => /[\p{L}\p{N}]/u.test(character)) ?? '';
}

/**
 * Up to two initials for an avatar: the first letters of the first and last
 * names, in capitals, with titles such as 'Dr' or 'Prof.' left out.
 * 'Dr Amara Okafor' → 'AO'; 'amara' → 'A'; a name that is only a title keeps it.
 */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => firstCharacter(word) !== '');
  const named = words.filter((word) => !titleSet.has(word.toLowerCase().replace(/\.$/, '')));
  const chosen = named.length > 0 ? named : words;
  const first = chosen[0];
  if (first === undefined) return '';
  const last = chosen.length > 1 ? chosen[chosen.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => firstCharacter(word).toLocaleUpperCase())
    .join('');
}

export interface InitialsAvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's full name; only the initials are shown. */
  name: string;
  size?: AvatarSize;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A circle with a person's initials. Decorative: hidden from assistive
 * technology, so put the name in text next to it.
 */
export function InitialsAvatar({ name, size, className, ref, ...props }: InitialsAvatarProps) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={clsx(styles.avatar({ size }), className)}
      data-size={size ?? 'medium'}
      {...props}
    >
      {getInitials(name)}
    </span>
  );
}

export interface AuthorCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** 'Dr Amara Okafor': shown as text, and as initials in the avatar. */
  name: string;
  /** Their role or organisation: 'Director of Programmes'. */
  jobTitle?: ReactNode;
  /** A sentence or two about them. */
  bio?: ReactNode;
  /** A line above the name, such as 'About the author' or 'Written by'; none by default. */
  label?: ReactNode;
  /** The name's place in the page outline. */
  headingLevel?: HeadingLevel;
  tone?: CardTone;
  ref?: Ref<HTMLElement>;
}

/** The author of an article: initials avatar, name, role and a short bio. */
export function AuthorCard({
  name,
  jobTitle,
  bio,
  label,
  headingLevel = 2,
  tone = 'subtle',
  className,
  ref,
  ...props
}: AuthorCardProps) {
  return (
    <Card ref={ref} tone={tone} className={className} {...props}>
      {/* Wraps: at large text sizes on a narrow screen the avatar goes above the name. */}
      <Inline space="md" alignY="center">
        <InitialsAvatar name={name} />
        <Stack space="xxs" className={cardIdentity}>
          {label ? <p className={cardLabel}>{label}</p> : null}
          <Heading level={headingLevel} size="sm" className={wrapAnywhere}>
            {name}
          </Heading>
          {jobTitle ? <p className={cardNote}>{jobTitle}</p> : null}
        </Stack>
      </Inline>
      {/* Below the name, the full width of the card: a narrow column beside the avatar overflows at 200% text. */}
      {bio ? (
        <Text size="sm" className={wrapAnywhere}>
          {bio}
        </Text>
      ) : null}
    </Card>
  );
}
