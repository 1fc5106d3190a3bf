import type { IconType } from 'react-icons';
import { FiDroplet, FiGrid, FiHeart, FiHome, FiPackage, FiScissors, FiStar, FiSun, FiTool, FiTruck } from 'react-icons/fi';

/**
 * The icon of each service category, from the landing page's icon set (Feather): drawn as SVG,
 * so it shows on every machine, with or without an emoji font. Keyed by category name, and by
 * the emoji the catalog stores for it (a renamed category keeps its icon).
 */
const BY_NAME: Record<string, IconType> = {
  'House Cleaning': FiDroplet,
  'Maintenance & Repair': FiTool,
  'Lawn & Landscaping': FiScissors,
  'Pool Services': FiSun,
  'Pet & Baby Care': FiHeart,
  'Delivery & Errands': FiPackage,
  'Home Improvements': FiHome,
  'Vehicle Services': FiTruck,
  'Concierge & Lifestyle': FiStar,
};

const BY_EMOJI: Record<string, IconType> = {
  '🧹': FiDroplet,
  '🔧': FiTool,
  '🌿': FiScissors,
  '🏊': FiSun,
  '🐾': FiHeart,
  '📦': FiPackage,
  '🏠': FiHome,
  '🚗': FiTruck,
  '✨': FiStar,
};

export interface CategoryLike {
  name: string;
  icon?: string | null;
}

/** The icon of a category; a category the catalog does not know gets a neutral grid. */
export function categoryIcon(category: CategoryLike): IconType {
  return BY_NAME[category.name] ?? (category.icon ? BY_EMOJI[category.icon] : undefined) ?? FiGrid;
}
