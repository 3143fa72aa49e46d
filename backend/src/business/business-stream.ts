export const businessStream = (businessId: string) => `business-${businessId}`;
