import { errors } from '../../messages/catalogue';
import type { ResourceSchema } from '../types';
import { singletonUnwrap } from '../shared/singletonRecord';
import { imageRulesFor } from '../shared/imageFile';
import { stakingBannerForm } from './facts';
import { BannerPreview } from './BannerPreview';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

const { id: BANNER_ID, fields } = stakingBannerForm;

/** The server answers the banner or null (none set yet): the form edits it as one record. */
const banner = singletonUnwrap(BANNER_ID);

/**
 * staket/banner (not in the sidebar): the staking banner users see, a singleton the
 * engine edits at its list route (schema.singleton), with the users' view under the inputs
 * (BannerPreview) and a warning before leaving unsaved changes.
 */
export const stakingBannerSchema: ResourceSchema = {
  name: 'staket/banner',
  label: 'Staking banner',
  singleton: BANNER_ID,
  list: {
    ...stakingBannerForm.read,
    mode: 'whole',
    bound: WHOLE_LISTS.stakingBanner,
    unwrap: banner.list,
  },
  getOne: { ...stakingBannerForm.read, unwrap: banner.record },
  editForm: {
    success: 'Staking banner saved',
    preview: BannerPreview,
    leaveWarning: 'You have unsaved changes to the staking banner. Leave and lose them?',
  },
  update: {
    ...stakingBannerForm.save,
    body: ({ data }) => ({
      title: String(data.title ?? '').trim(),
      text: String(data.text ?? '').trim(),
      imageUrl: String(data.imageUrl ?? '').trim(),
    }),
  },
  fields: [
    {
      source: 'imageUrl',
      label: 'Banner image',
      type: 'image',
      views: ['show', 'edit'],
      required: true,
      upload: {
        method: 'POST',
        path: fields.imageUrl.upload,
        errorMessage: errors.imageUpload,
      },
      imageRules: imageRulesFor('stakingBanner'),
    },
    {
      source: 'title',
      label: 'Title',
      type: 'text',
      views: ['show', 'edit'],
      rules: { required: true, maxLength: fields.title.max },
    },
    {
      source: 'text',
      label: 'Text',
      type: 'text',
      views: ['show', 'edit'],
      multiline: true,
      rules: { required: true, maxLength: fields.text.max },
    },
    { source: 'updatedAt', label: 'Last saved', type: 'datetime', views: ['show'] },
    { source: 'updatedBy', label: 'Saved by', type: 'email', views: ['show'] },
  ],
};
