import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { ButtonLink } from '../../primitives/actions/Button/Button.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { articleNotFound as articleNotFoundWords } from '../../i18n/words/articleNotFound.ts';
import { Heading, type HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { Icon } from '../../primitives/brand/Icon/Icon.tsx';
import { Text } from '../../primitives/type/Text/Text.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import * as styles from './ArticleNotFound.css.ts';

export interface ArticleNotFoundProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Where the articles are listed (the blog). */
  backHref: string;
  backLabel?: string;
  title?: string;
  description?: string;
  /** 1 when this is the page's main content, as it is on an article route with an unknown slug. */
  headingLevel?: HeadingLevel;
  ref?: Ref<HTMLElement>;
}

/** What an article page shows when no article has the address asked for. */
export function ArticleNotFound({
  backHref,
  backLabel,
  title,
  description,
  headingLevel = 1,
  className,
  ref,
  ...props
}: ArticleNotFoundProps) {
  const words = useWords('articleNotFound', articleNotFoundWords);
  return (
    <Stack
      as="section"
      space="md"
      align="center"
      ref={ref}
      className={clsx(styles.articleNotFound, className)}
      {...props}
    >
      <Icon name="file" size="xl" className={styles.icon} />
      <Heading level={headingLevel}>{title ?? words.title}</Heading>
      <Text tone="muted" size="lg">
        {description ?? words.description}
      </Text>
      <ButtonLink href={backHref} variant="secondary" iconStart={<Icon name="arrow-left" />}>
        {backLabel ?? words.back}
      </ButtonLink>
    </Stack>
  );
}
