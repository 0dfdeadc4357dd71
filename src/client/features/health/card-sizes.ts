/** How much each dashboard card shows before "show more": layout, not contract. */
export const SYMPTOMS_CARD_ROWS = 5;
export const MEAL_CARD_ITEMS = 4;
export const CARD_CALORIES_CAP = 5000;
export const SUPPLEMENT_CARD_GROUPS = 3;
