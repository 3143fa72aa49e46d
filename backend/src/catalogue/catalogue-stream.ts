// One stream per business holds the whole catalogue, so rules spanning categories, services, rooms,
// devices and classes (unique names, history, timetable clashes) are checked in one consistent decision.
export const catalogueStream = (businessId: string) => `catalogue-${businessId}`;
