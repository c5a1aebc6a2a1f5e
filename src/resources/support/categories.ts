import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { choicesOf } from '../shared/choices';
import type { Choice, ResourceSchema } from '../types';
import { SUPPORT_CATEGORY_PAGE_SIZE } from './rules';
import { supportCategoryContract } from '../../contracts/resources/support';
import { contractList } from '../shared/contractFields';
import { contractResource } from '../shared/contractResource';

/** The message catalogue has no default for the category calls; these say what failed. */
export const GET_SUPPORT_CATEGORIES_FAILED = 'Get Support Category Details failed!';
export const SAVE_SUPPORT_CATEGORY_FAILED = 'Save Support Category failed!';

export const categoryStatusChoices: Choice[] = choicesOf({
  active: 'success',
  inactive: 'default',
});

const contract = contractResource(
  supportCategoryContract,
  { status: { choices: categoryStatusChoices } },
  [], // create and edit open in a dialog over the grid (form: 'dialog'): no details page
);

/**
 * /admin/support/support-category: the contract's grid (first call: page 1, limit 20, filter {},
 * sort { createdAt: -1 }), create (POST) and update (PUT) on the same path, opening in a dialog
 * over the list (the popup state editSupportCategory), at /…/create and /…/<id>.
 */
export const supportCategorySchema: ResourceSchema = {
  ...contract,
  label: 'Support categories',
  recordName: 'support category',
  menu: { label: 'Categories', group: 'Support', order: 10, icon: CategoryOutlinedIcon },
  list: contractList(supportCategoryContract, {
    perPage: SUPPORT_CATEGORY_PAGE_SIZE,
    errorMessage: GET_SUPPORT_CATEGORIES_FAILED,
  }),
  getOne: { ...contract.getOne!, errorMessage: GET_SUPPORT_CATEGORIES_FAILED },
  create: { ...contract.create!, errorMessage: SAVE_SUPPORT_CATEGORY_FAILED },
  update: { ...contract.update!, errorMessage: SAVE_SUPPORT_CATEGORY_FAILED },
  form: 'dialog',
  recordRepresentation: 'name',
};
