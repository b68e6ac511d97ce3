// The 404's Go to Homepage link and Go Back button: an island of its own, as Go Back needs
// script and sits between the static links and help note.
import { NotFoundActions, type NotFoundActionsProps } from '@ghat/ui';

export type NotFoundActionsIslandProps = Pick<
  NotFoundActionsProps,
  'homeHref' | 'homeLabel' | 'backLabel'
>;

export default function NotFoundActionsIsland(props: NotFoundActionsIslandProps) {
  return <NotFoundActions {...props} />;
}
