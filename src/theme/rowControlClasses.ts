export const ROW_CHECKBOX_CLASS = 'portal-row-checkbox';
export const ROW_MENU_BUTTON_CLASS = 'portal-row-menu-button';
