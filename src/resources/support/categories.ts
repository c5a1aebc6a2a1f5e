import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { choicesOf } from '../shared/choices';
import type { Choice, ResourceSchema, View } from '../types';
import { SUPPORT_CATEGORY_PAGE_SIZE, SUPPORT_RULES } from './rules';
import { supportCategoryContract } from '../../contracts/resources/support';
import { contractFields, contractGetOne, contractList } from '../shared/contractFields';

const FORM: View[] = ['edit', 'create'];

/** The message catalogue has no default for the category calls; these say what failed. */
export const GET_SUPPORT_CATEGORIES_FAILED = 'Get Support Category Details failed!';
export const SAVE_SUPPORT_CATEGORY_FAILED = 'Save Support Category failed!';

export const categoryStatusChoices: Choice[] = choicesOf({
  active: 'success',
  inactive: 'default',
});

/**
 * /admin/support/support-category: GET /admin/supportCategory, paged, sorted and filtered by the
 * server (first call: page 1, limit 20, filter {}, sort { createdAt: -1 }). Create (POST) and
 * update (PUT) on the same path open in a dialog over the list (the popup state
 * editSupportCategory), at /admin/support/support-category/create and /…/<id>.
 */
export const supportCategorySchema: ResourceSchema = {
  name: supportCategoryContract.name,
  label: 'Support categories',
  recordName: 'support category',
  menu: { label: 'Categories', group: 'Support', order: 10, icon: CategoryOutlinedIcon },
  list: contractList(supportCategoryContract, {
    perPage: SUPPORT_CATEGORY_PAGE_SIZE,
    errorMessage: GET_SUPPORT_CATEGORIES_FAILED,
  }),
  getOne: contractGetOne(supportCategoryContract, GET_SUPPORT_CATEGORIES_FAILED),
  create: {
    method: 'POST',
    path: '/admin/supportCategory',
    body: ({ data }) => ({
      name: data.name,
      description: data.description ?? '',
      status: data.status,
    }),
    errorMessage: SAVE_SUPPORT_CATEGORY_FAILED,
  },
  update: {
    method: 'PUT',
    path: '/admin/supportCategory',
    body: ({ id, data }) => ({
      _id: id,
      name: data.name,
      description: data.description ?? '',
      status: data.status,
    }),
    errorMessage: SAVE_SUPPORT_CATEGORY_FAILED,
  },
  form: 'dialog',
  defaultSort: supportCategoryContract.defaultSort,
  recordRepresentation: 'name',
  // Create and edit open in a dialog over the grid (form: 'dialog'): no details page.
  fields: contractFields(
    supportCategoryContract,
    {
      name: { views: FORM, rules: SUPPORT_RULES.categoryName },
      description: { views: FORM, rules: SUPPORT_RULES.categoryDescription },
      status: { views: FORM, choices: categoryStatusChoices, required: true },
    },
    [],
  ),
};
