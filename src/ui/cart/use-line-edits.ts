import type { LineView } from '../../worker/api.ts';
import { useCommands } from '../worker/context.tsx';
import { newLineOf } from '../../domain/cart/merge-new-line.ts';

/** Quantity and notes changes of one of this diner's own lines, as cart commands. */
export const useLineEdits = () => {
  const commands = useCommands();
  return {
    setQuantity: (line: LineView, quantity: number) => {
      const current = line.item.quantity;
      if (quantity > current) return commands.addItem(newLineOf(line.item, quantity - current));
      if (quantity < current) return commands.reduceItem(line.lineIndex, current - quantity);
      return Promise.resolve(null);
    },
    setNotes: (line: LineView, notes: string) => commands.editNotes(line.lineIndex, notes.trim()),
  };
};
