import { textInput } from './inputs';
import type { CommandDeclaration } from './types';

/** The banner users see on the staking page: one record, replaced whole. */
export const setStakingBanner: CommandDeclaration = {
  name: 'setStakingBanner',
  label: 'Set the staking banner: title, text and image URL (a route the spec does not name)',
  method: 'POST',
  path: '/admin/stakingBanner',
  tag: 'Staking',
  inputs: [
    textInput('title', 'Title', { required: true, maxLength: 120 }),
    textInput('text', 'Text', { required: true, maxLength: 1000 }),
    textInput('imageUrl', 'Image URL', { required: true, maxLength: 500 }),
  ],
  permission: 'staking:update',
  audit: { resource: 'staking_banner', idKey: 'title' },
  notes:
    'body: { title (≤ 120), text (≤ 1000), imageUrl (https://… or /uploads/<name> from POST /imageUpload) }. result: the banner',
};
