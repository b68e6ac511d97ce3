import { frameIconShapes } from './frameIcons.tsx';
import * as shapes from './shapes.ts';

// Our own icon set, drawn on a 24 by 24 grid as strokes only: the <svg> in
// IconSvg.tsx sets stroke="currentColor", width 2, round caps and joins, no fill,
// so every shape here takes the colour of the text around it (and the
// reader's colour under forced colours). A dot is a zero-length path
// ("h.01") that the round cap draws as a circle.
//
// Each shape is the data of one <path>: circles are two arcs ('M3 12a9 9 0 1 0 18 0a9 9 0 1
// 0 -18 0' is a circle of radius 9 about 12,12) and rounded rectangles lines and quarter
// arcs. As strings the set costs a page's JavaScript far less than as elements.

export const iconNames = [
  'search',
  'menu',
  'close',
  'chevron-down',
  'chevron-up',
  'chevron-right',
  'chevron-left',
  'arrow-right',
  'arrow-left',
  'external',
  'download',
  'eye',
  'check',
  'info',
  'warning',
  'error',
  'success',
  'globe',
  'mail',
  'phone',
  'map-pin',
  'heart',
  'users',
  'user',
  'book',
  'shield',
  'file',
  'share',
  'copy',
  'link',
  'filter',
  'calendar',
  'clock',
  'plus',
  'minus',
  'quote',
  // The five funding pillars.
  'stethoscope',
  'graduation-cap',
  'network',
  'chart',
  'siren',
] as const;

export type IconName = (typeof iconNames)[number];

export { directionalIconNames } from './directionalIcons.ts';

export const iconShapes: Record<IconName, string> = {
  ...frameIconShapes,
  'chevron-up': shapes.chevronUp,
  'chevron-right': shapes.chevronRight,
  'chevron-left': shapes.chevronLeft,
  'arrow-right': shapes.arrowRight,
  'arrow-left': shapes.arrowLeft,
  download: shapes.download,
  eye: shapes.eye,
  check: shapes.check,
  info: shapes.info,
  warning: shapes.warning,
  error: shapes.error,
  success: shapes.success,
  mail: shapes.mail,
  phone: shapes.phone,
  'map-pin': shapes.mapPin,
  heart: shapes.heart,
  users: shapes.users,
  user: shapes.user,
  book: shapes.book,
  shield: shapes.shield,
  file: shapes.file,
  share: shapes.share,
  copy: shapes.copy,
  link: shapes.link,
  filter: shapes.filter,
  calendar: shapes.calendar,
  clock: shapes.clock,
  plus: shapes.plus,
  minus: shapes.minus,
  quote: shapes.quote,
  stethoscope: shapes.stethoscope,
  'graduation-cap': shapes.graduationCap,
  network: shapes.network,
  chart: shapes.chart,
  siren: shapes.siren,
};
