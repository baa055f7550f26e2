/** An appointment's reference as the customer and staff read it: `LB-` and six digits. */
export const referenceOf = (id: number) => `LB-${String(id).padStart(6, '0')}`;
