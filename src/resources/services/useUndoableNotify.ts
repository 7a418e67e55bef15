import { useAddUndoableMutation, useNotify } from 'react-admin';

// unlike useDelete's undoable mode the call is not delayed: the spec sends it at once and undoes with a second call
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
