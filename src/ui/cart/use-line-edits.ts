import type { LineView } from '../../worker/api.ts';
import { useCommands } from '../worker/context.tsx';
import { newLineOf } from '../../domain/cart/merge-new-line.ts';

/**
 * Quantity and notes changes of one of this diner's own lines, as cart commands. A line taken
 * down is offered back by the table's timeline (the worker's, removed-lines.tsx shows it).
 */
export const useLineEdits = () => {
  const commands = useCommands();
  return {
    setQuantity: async (line: LineView, quantity: number) => {
      const current = line.item.quantity;
      if (quantity > current) return commands.addItem(newLineOf(line.item, quantity - current));
      if (quantity >= current) return null;
      return commands.reduceItem(line.lineIndex, current - quantity);
    },
    setNotes: (line: LineView, notes: string) => commands.editNotes(line.lineIndex, notes.trim()),
  };
};
