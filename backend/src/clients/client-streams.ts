export const clientStream = (clientId: string) => `client-${clientId}`;
