// @ghat/ui/search-text: how search compares text, for a site's own index, built by servers
// and build scripts. No React, no styles.
export { foldSearchText } from './components/dialogs/SearchDialog/foldSearchText.ts';
