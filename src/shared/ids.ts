// as MUI's Select and ToggleButtonGroup toggle a choice
export const toggled = <T>(items: readonly T[], item: T): T[] =>
  items.includes(item) ? items.filter((x) => x !== item) : [...items, item];
