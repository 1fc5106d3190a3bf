export const LINE_ITEM_TYPES_LIST = ['labor', 'material', 'mileage', 'fee', 'custom'] as const;
