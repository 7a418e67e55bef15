/**
 * A multiple choice or a selection after `item` is chosen: taken out if it was in, added at the end if not (as MUI's
 * Select and ToggleButtonGroup do). The file type and collection filters, the choose-services dialog and the
 * documents list's row selection.
 */
export const toggled = <T>(items: readonly T[], item: T): T[] =>
  items.includes(item) ? items.filter((x) => x !== item) : [...items, item];
