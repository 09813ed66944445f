import type { LineView } from '../../worker/api.ts';
import { useCommands } from '../worker/context.tsx';
import { newLineOf } from '../../domain/cart/merge-new-line.ts';
import { useRemovals } from './removed-lines.tsx';

/**
 * Quantity and notes changes of one of this diner's own lines, as cart commands. Taking a line
 * to 0 keeps it, by `name`, for the cart's Undo (removed-lines.tsx) unless the cart refuses.
 */
export const useLineEdits = () => {
  const commands = useCommands();
  const removals = useRemovals();
  return {
    setQuantity: async (line: LineView, quantity: number, name: string) => {
      const current = line.item.quantity;
      if (quantity > current) return commands.addItem(newLineOf(line.item, quantity - current));
      if (quantity >= current) return null;
      const kept = quantity === 0 && removals !== null ? removals.remember(line.item, name) : null;
      const result = await commands.reduceItem(line.lineIndex, current - quantity);
      if (!result.ok && kept !== null) removals?.forget(kept);
      return result;
    },
    setNotes: (line: LineView, notes: string) => commands.editNotes(line.lineIndex, notes.trim()),
  };
};
