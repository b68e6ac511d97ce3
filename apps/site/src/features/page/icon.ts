import { iconNames, type IconName } from '@ghat/ui';

/** A content record's icon (a plain string in @ghat/content) as one of @ghat/ui's icon names. */
export function iconName(name: string): IconName {
  if (!(iconNames as readonly string[]).includes(name)) {
    throw new Error(`"${name}" is not one of @ghat/ui's icon names`);
  }
  return name as IconName;
}
