// `@coaz/content-data/categories`: the professional categories of clinical officers.
export {
  findProfessionalCategory,
  type ProfessionalCategory,
  type ProfessionalCategoryDetails,
  type ProfessionalCategoryGroup,
  professionalCategories,
  professionalCategoriesInGroup,
  professionalCategoryGroups,
} from '../categories/professional-categories';
