import { useAddUndoableMutation, useNotify } from 'react-admin';

/**
 * A toast with UNDO for an action already sent (soft delete, archive): react-admin's undoable notification runs
 * the queued callback with isUndo when UNDO is clicked. Unlike useDelete's undoable mode the call is not
 * delayed, because the spec sends the soft delete or archive at once and undoes it with a second call.
 */
export function useUndoableNotify() {
  const addMutation = useAddUndoableMutation();
  const notify = useNotify();
  return (message: string, { messageArgs, onUndo }: { messageArgs?: Record<string, unknown>; onUndo: () => void }) => {
    addMutation(({ isUndo }) => {
      if (isUndo) onUndo();
    });
    notify(message, { type: 'info', undoable: true, messageArgs });
  };
}
