import { categoryIcon, type CategoryLike } from './category-icons';

/** A category's icon, inline with text (decorative: the category's name is always shown beside it). */
export function CategoryIcon({ category, size = '1em' }: { category: CategoryLike; size?: string | number }) {
  const Icon = categoryIcon(category);
  return <Icon aria-hidden focusable="false" size={size} style={{ display: 'inline-block', verticalAlign: '-0.125em', flexShrink: 0 }} data-category-icon={category.name} />;
}
