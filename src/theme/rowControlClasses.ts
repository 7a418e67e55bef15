/** The class names of the lists' row controls, whose styles the theme gives once (src/theme/index.ts). */
export const ROW_CHECKBOX_CLASS = 'portal-row-checkbox';
export const ROW_MENU_BUTTON_CLASS = 'portal-row-menu-button';
