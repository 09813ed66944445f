import { useLocalName } from '../menu/use-local-name.ts';
import { useMenuIndex } from '../menu/use-menu-index.ts';

/** A dish by its menu product, in the page's language; as the line was named when gone. */
export const useDishName = (): ((productId: string, asNamed: string) => string) => {
  const menu = useMenuIndex();
  const name = useLocalName();
  return (productId, asNamed) => {
    const product = menu.product(productId);
    return product === undefined ? asNamed : name(product);
  };
};
