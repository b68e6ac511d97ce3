/** On the cookie policy page: where a visitor changes or withdraws their choice. */
export const cookieSettingsCopy = {
  text: 'You can change or withdraw your choice at any time.',
  buttonLabel: 'Change cookie settings',
};
