import { SchemaEdit } from '../../resources/shared/SchemaEdit';
import { stakingBannerSchema } from '../../resources/staking/banner';
import { BannerPreview } from './BannerPreview';

/** staket/banner: the banner's declared singleton form, with the users' view under the inputs. */
export function StakingBannerScreen() {
  return (
    <SchemaEdit
      schema={stakingBannerSchema}
      successMessage="Staking banner saved"
      preview={<BannerPreview />}
    />
  );
}
